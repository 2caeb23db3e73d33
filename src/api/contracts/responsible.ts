// Responsible gaming calls (deposit limits, reality check, self-exclusion). Real-money
// accounts only: a trial account has no money to limit.
import type { TimeLimitKind } from '../../rules/play-limits';
import type { ExclusionPeriod, LimitPeriod } from '../../rules/responsible';
import type {
  DepositLimitView,
  ExclusionValue,
  LossLimitView,
  PlayLimitsView,
  ResponsibleSettings,
  SessionSummary,
  TimeLimitView,
} from '../types';
import type { Params } from './params';

export interface ResponsibleContract {
  responsibleSettings: { access: 'real'; params: Params; value: ResponsibleSettings };
  /** `cents` null removes the limit (a raise: it waits 24 h like one). */
  setDepositLimit: { access: 'real'; params: { period: LimitPeriod; cents: number | null }; value: DepositLimitView };
  setRealityCheck: { access: 'real'; params: { minutes: number }; value: null };
  sessionSummary: { access: 'real'; params: Params; value: SessionSummary };
  /** Ends every session of the member at once; logins are refused until it ends. */
  selfExclude: { access: 'real'; params: { period: ExclusionPeriod }; value: ExclusionValue };
  /** Loss and time limits, their use so far and a pause in force (the game pages ask it too). */
  playLimits: { access: 'real'; params: Params; value: PlayLimitsView };
  /** `cents` null removes it; lowering applies now, raising or removing after 24 h. */
  setLossLimit: { access: 'real'; params: { period: LimitPeriod; cents: number | null }; value: LossLimitView };
  /** `minutes` null removes it; lowering applies now, raising or removing after 24 h. */
  setTimeLimit: { access: 'real'; params: { kind: TimeLimitKind; minutes: number | null }; value: TimeLimitView };
}
