// The jurisdiction profile: every rule that depends on the country whose law the site runs under,
// in one place. The site config's top-level "jurisdiction" names it ("BR"; absent or "default":
// the default profile, today's behaviour exactly). The register page, the home footer, the
// promotions and self-exclusion pages, the risk notice on access, the reference server and its
// start-up checks read `profileOf`; docs/configuration.md lists the switches and what enforces each.
import type { PaymentKind } from '../api/types';

export const JURISDICTIONS = ['default', 'BR'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export interface JurisdictionProfile {
  readonly id: Jurisdiction;
  /** Registration asks CPF (check digits; one account per CPF), full name, birth date and address, and keeps them. */
  readonly identityByCpf: boolean;
  /** Youngest age a birth date may give at registration (asked only with identityByCpf). */
  readonly minAge: number;
  /** The register page shows the risks-of-betting statement, with a link to responsible gaming help. */
  readonly riskStatement: boolean;
  /** The home footer names the operator (legal name, CNPJ, authorisation, help line, 18+); start-up checks the keys. */
  readonly operatorDisclosure: boolean;
  /** The longest a withdrawal may take, in minutes, as the withdraw confirmation states it (null: the site's own hours). */
  readonly payoutMinutes: number | null;
  /**
   * Whether a promotion may pay before anything is staked (src/rules/advance-bonus.ts). false: the
   * server neither lists, advertises (home's banners and announcements), offers on the deposit form
   * nor pays one (ADVANCE_BONUS_NOT_ALLOWED), and home hides the refer-and-win and bonus shortcuts.
   */
  readonly advanceBonuses: boolean;
  /**
   * The self-exclusion page links the regulator's central self-exclusion platform
   * (`responsibleGaming.centralExclusionUrl`); start-up checks the key.
   */
  readonly centralExclusion: boolean;
  /** A player opening the site sees, once per session, a short notice of the risks of betting and where to find help. */
  readonly riskNoticeOnAccess: boolean;
  /** The deposit kinds offered, advertised (home footer marks) and accepted (null: whatever the site offers); src/rules/own-cpf.ts. */
  readonly paymentKinds: readonly PaymentKind[] | null;
  /**
   * Deposits and withdrawals only from and to accounts under the player's own CPF: a deposit is
   * credited only when the payer's CPF is the member's, a withdrawal goes only to the PIX key that
   * is it (src/rules/own-cpf.ts, server/api/own-cpf.ts).
   */
  readonly ownCpfPayments: boolean;
  /**
   * Registration asks the new player's prudential limits: a loss limit (day, week or month) and at
   * least one time limit (session, day), checked by rules/signup-limits signupLimitErrors on both
   * sides and set at account creation; every stake path then enforces them. Every profile's
   * members may set loss and time limits on the limits page.
   */
  readonly lossAndTimeLimits: boolean;
}

const DEFAULT: JurisdictionProfile = Object.freeze({
  id: 'default',
  identityByCpf: false,
  minAge: 18,
  riskStatement: false,
  operatorDisclosure: false,
  payoutMinutes: null,
  advanceBonuses: true,
  centralExclusion: false,
  riskNoticeOnAccess: false,
  paymentKinds: null,
  ownCpfPayments: false,
  lossAndTimeLimits: false,
});

/** Brazil: Lei 14.790/2023 and the SPA/MF ordinances for fixed-odds betting and online games. */
const BR: JurisdictionProfile = Object.freeze({
  id: 'BR',
  identityByCpf: true,
  // Lei 14.790/2023 art. 26: nobody under 18 may bet.
  minAge: 18,
  // Portaria SPA/MF 1.231/2024: the risks of betting shown to whoever opens an account.
  riskStatement: true,
  // The SPA/MF ordinances: the authorised operator's identity shown on the site it runs.
  operatorDisclosure: true,
  // Portaria SPA/MF 615/2024: a withdrawal is paid within 120 minutes of the request.
  payoutMinutes: 120,
  // Lei 14.790/2023 art. 29: no bonus or advance paid to draw a bet.
  advanceBonuses: false,
  // Portaria SPA/MF 1.231/2024: self-exclusion also points to the federal government's central
  // self-exclusion platform.
  centralExclusion: true,
  // Portaria SPA/MF 1.231/2024: warnings about the risks of betting, and where to find help, on access.
  riskNoticeOnAccess: true,
  // Portaria SPA/MF 615/2024 admits PIX, TED and debit or prepaid cards; never credit cards, crypto
  // or cash. PIX only until the other kinds can be held to the player's own CPF.
  paymentKinds: Object.freeze(['PIX'] as const),
  // Portaria SPA/MF 615/2024: money moves only between the bettor's own accounts, under their CPF.
  ownCpfPayments: true,
  // Portaria SPA/MF 1.231/2024 (as amended): every new player sets a loss limit and a time limit at sign-up.
  lossAndTimeLimits: true,
});

const PROFILES: Readonly<Record<Jurisdiction, JurisdictionProfile>> = { default: DEFAULT, BR };

/** The configured jurisdiction: absent or "" is the default; null for a value that names none (refused at start). */
export function jurisdictionOf(config: { jurisdiction?: unknown } | null | undefined): Jurisdiction | null {
  const raw = config?.jurisdiction ?? 'default';
  if (raw === '') return 'default';
  return typeof raw === 'string' && (JURISDICTIONS as readonly string[]).includes(raw) ? (raw as Jurisdiction) : null;
}

/** The frozen rule switches of the site's profile (the default one for anything unknown: the server refuses it at start). */
export const profileOf = (config: { jurisdiction?: unknown } | null | undefined): JurisdictionProfile =>
  PROFILES[jurisdictionOf(config) ?? 'default'];

/** The regulator's central self-exclusion platform from `responsibleGaming.centralExclusionUrl`: an https URL, or null. */
export function centralExclusionUrl(config: object | null | undefined): string | null {
  const rg = (config as { responsibleGaming?: { centralExclusionUrl?: unknown } } | null | undefined)
    ?.responsibleGaming;
  const raw = rg?.centralExclusionUrl;
  return typeof raw === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/.test(raw.trim()) ? raw.trim() : null;
}

/** A help line that is a phone number is dialled from the footer: its tel: address, or null. */
export function helpLineTel(helpLine: string): string | null {
  const d = helpLine.replace(/[\s().-]/g, '');
  return /^\+?\d{3,15}$/.test(d) ? `tel:${d}` : null;
}
