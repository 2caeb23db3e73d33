// Vendor names that differ by language (the catalogue's vendors table holds the brand name
// used everywhere else). Written with migration 003, which created their table; the Urdu
// names with migration 013 (seed-upgrade.ts).

export const VENDOR_NAMES: readonly { vassalage: string; pt: string; en: string; ur: string }[] = [
  { vassalage: 'LOTT', pt: 'Loteria', en: 'Lottery', ur: 'لاٹری' },
  { vassalage: 'ELOTT', pt: 'E-Loteria', en: 'E-Lottery', ur: 'ای لاٹری' },
  { vassalage: 'COCKFT', pt: 'Arena de Galos', en: 'Cockfight Arena', ur: 'مرغ بازی میدان' },
  { vassalage: 'OCEANFISH', pt: 'Pesca Oceânica', en: 'Ocean Fishery', ur: 'سمندری ماہی گیری' },
  { vassalage: 'REEFHUNT', pt: 'Caçadores do Recife', en: 'Reef Hunters', ur: 'ریف شکاری' },
];
