// Responsible gaming (deposit limits, self-exclusion, reality check): what the member centre
// shows and the reference server answers. Money in cents, times as ISO strings.
import type { TimeLimitKind } from '../../rules/play-limits';
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

/** A loss limit (net loss of a calendar period, site time) and the period's net loss so far. */
export interface LossLimitView {
  period: LimitPeriod;
  /** The limit in force; null: none. */
  limitCents: number | null;
  /** Stakes minus wins and refunds since the period began (0 when ahead). */
  lostCents: number;
  /** When the period's count starts again. */
  resetsAt: string;
  /** A raise (or removal: cents null) waiting for its cooling-off; null when none waits. */
  pending: { cents: number | null; from: string } | null;
  /** At 80 % of the limit or more. */
  alert: boolean;
  reached: boolean;
}

/** A time limit (this login session, or today's active play) and the minutes used so far. */
export interface TimeLimitView {
  kind: TimeLimitKind;
  /** The limit in force in minutes; null: none. */
  limitMinutes: number | null;
  usedMinutes: number;
  /** When play may start again once reached (the session pause's end, the next day); null with no limit. */
  resumesAt: string | null;
  pending: { minutes: number | null; from: string } | null;
  /** 10 minutes or less before the limit. */
  alert: boolean;
  reached: boolean;
}

/** Loss and time limits with their use, and the pause in force (no stake is taken until it ends). */
export interface PlayLimitsView {
  loss: LossLimitView[];
  time: TimeLimitView[];
  pause: { kind: TimeLimitKind; until: string } | null;
}

/** A LOSS_LIMIT refusal's value: the limit the stake would pass and when its count starts again. */
export interface LossLimitRefusal {
  period: LimitPeriod;
  limitCents: number;
  lostCents: number;
  resetsAt: string;
}

/** A TIME_LIMIT refusal's value: which limit and when play may start again. */
export interface TimeLimitRefusal {
  kind: TimeLimitKind;
  limitMinutes: number;
  until: string;
}
