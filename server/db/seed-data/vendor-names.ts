// Vendor names that differ by language (the catalogue's vendors table holds the brand name
// used everywhere else). Written with migration 003, which created their table.

export const VENDOR_NAMES: readonly { vassalage: string; pt: string; en: string }[] = [
  { vassalage: 'LOTT', pt: 'Loteria', en: 'Lottery' },
  { vassalage: 'ELOTT', pt: 'E-Loteria', en: 'E-Lottery' },
  { vassalage: 'COCKFT', pt: 'Arena de Galos', en: 'Cockfight Arena' },
  { vassalage: 'OCEANFISH', pt: 'Pesca Oceânica', en: 'Ocean Fishery' },
  { vassalage: 'REEFHUNT', pt: 'Caçadores do Recife', en: 'Reef Hunters' },
];
