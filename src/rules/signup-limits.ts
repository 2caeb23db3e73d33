// The prudential limits a jurisdiction asks every new player to set when signing up (Brazil:
// Portaria SPA/MF 1.231/2024 as amended), shared by the register form and the reference server:
// a loss limit for one period and at least one time limit, each held to the same rules as the
// member centre's limits page (checkLossCents, checkTimeMinutes, parseMinutes in ./play-limits,
// amounts read by ./wallet parseAmount). The server sets them with the account.
import { checkLossCents, checkTimeMinutes, parseMinutes } from './play-limits';
import { isLimitPeriod, type LimitPeriod } from './responsible';
import { parseAmount } from './wallet';

/**
 * The register form's fields, as typed (the period's word, the amount in the player's format,
 * whole minutes or '' for none); the server gives the numbers it was sent in the same shape.
 */
export const SIGNUP_LIMIT_FIELDS = ['lossPeriod', 'lossLimit', 'sessionLimit', 'dayLimit'] as const;
export type SignupLimitField = (typeof SIGNUP_LIMIT_FIELDS)[number];
export type SignupLimitValues = Partial<Record<SignupLimitField, string>>;

/** The limits a sign-up sets, once checked. */
export interface SignupLimits {
  lossPeriod: LimitPeriod;
  lossCents: number;
  sessionMinutes: number | null;
  dayMinutes: number | null;
}

/** The time limits offered at sign-up, in minutes (any whole number from 1 to a day is taken). */
export const SIGNUP_SESSION_MINUTES = [30, 60, 90, 120, 180, 240] as const;
export const SIGNUP_DAY_MINUTES = [60, 120, 180, 240, 360, 480] as const;
/** The loss amounts offered as chips, in cents. */
export const SIGNUP_LOSS_PRESETS = [5_000, 10_000, 20_000, 50_000] as const;

export type SignupLimitKey =
  | 'responsible.error.period'
  | 'responsible.error.amount'
  | 'responsible.error.minutes'
  | 'responsible.error.timeRequired';

const minutesOf = (text: string | undefined): number | null | 'bad' => {
  const v = (text ?? '').trim();
  if (v === '') return null;
  const n = parseMinutes(v);
  return n === null || checkTimeMinutes(n) ? 'bad' : n;
};

/**
 * Each failing sign-up limit field: the period must be chosen, the amount be a loss limit the
 * limits page would take (checkLossCents), each time limit given be whole minutes it would take
 * (checkTimeMinutes), and one time limit at least be given (the session's field says so).
 */
export function signupLimitErrors(v: SignupLimitValues): Partial<Record<SignupLimitField, SignupLimitKey>> {
  const out: Partial<Record<SignupLimitField, SignupLimitKey>> = {};
  if (!isLimitPeriod(v.lossPeriod)) out.lossPeriod = 'responsible.error.period';
  const cents = parseAmount(v.lossLimit ?? '');
  if (cents === null || checkLossCents(cents)) out.lossLimit = 'responsible.error.amount';
  const session = minutesOf(v.sessionLimit);
  const day = minutesOf(v.dayLimit);
  if (session === 'bad') out.sessionLimit = 'responsible.error.minutes';
  if (day === 'bad') out.dayLimit = 'responsible.error.minutes';
  if (session === null && day === null) out.sessionLimit = 'responsible.error.timeRequired';
  return out;
}

/** The checked sign-up limits as numbers, or null while any field fails signupLimitErrors. */
export function signupLimits(v: SignupLimitValues): SignupLimits | null {
  if (Object.keys(signupLimitErrors(v)).length > 0) return null;
  const time = (text: string | undefined) => ((text ?? '').trim() === '' ? null : parseMinutes(text ?? ''));
  return {
    lossPeriod: v.lossPeriod as LimitPeriod,
    lossCents: parseAmount(v.lossLimit ?? '')!,
    sessionMinutes: time(v.sessionLimit),
    dayMinutes: time(v.dayLimit),
  };
}
