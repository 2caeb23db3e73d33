// Responsible gaming (deposit limits, self-exclusion, reality check): what the member centre
// shows and the reference server answers. Money in cents, times as ISO strings.
import type { ExclusionPeriod, LimitPeriod } from '../../rules/responsible';

export interface DepositLimitView {
  period: LimitPeriod;
  /** The limit in force; null: none. */
  limitCents: number | null;
  /** Deposited (waiting or approved) in the window ending now. */
  usedCents: number;
  /** A raise (or removal: cents null) waiting for its cooling-off; null when none waits. */
  pending: { cents: number | null; from: string } | null;
}

export interface ResponsibleSettings {
  limits: DepositLimitView[];
  /** Minutes between reality checks; 0 is off. */
  realityCheckMinutes: number;
  /** When this session began (the reality check counts from it). */
  sessionStartedAt: string;
}

/** The reality check's figures for this session: how long, and what was won or lost in games. */
export interface SessionSummary {
  sessionStartedAt: string;
  /** Wins minus stakes since the session began (negative: lost). */
  netCents: number;
}

export interface ExclusionValue {
  period: ExclusionPeriod;
  /** When it ends; null: permanent. */
  until: string | null;
}
