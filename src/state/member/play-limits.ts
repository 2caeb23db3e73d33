// Loss and time limits (responsible gaming): the member centre sets them and shows their use;
// the game frame reads the same answer before a game opens, to show a pause in force or an
// alert near a limit once. The server refuses the stakes itself (server/api/play-limits.ts).
import { call } from '../../api/client';
import * as rgApi from '../../api/calls/responsible';
import type { LossLimitView, PlayLimitsView, TimeLimitView } from '../../api/types';
import type { TimeLimitKind } from '../../rules/play-limits';
import type { LimitPeriod } from '../../rules/responsible';
import { resource } from '../resource';

export const playLimits = resource((signal) => call(rgApi.playLimits, {}, { signal }));

function replace(change: (d: PlayLimitsView) => PlayLimitsView) {
  const d = playLimits.data.value;
  if (d) playLimits.data.value = change(d);
}

/** Lowering applies at once; a raise (or removal, `cents` null) answers with the change waiting. */
export async function saveLossLimit(period: LimitPeriod, cents: number | null): Promise<LossLimitView> {
  const saved = await call(rgApi.setLossLimit, { period, cents });
  replace((d) => ({ ...d, loss: d.loss.map((l) => (l.period === period ? saved : l)) }));
  return saved;
}

export async function saveTimeLimit(kind: TimeLimitKind, minutes: number | null): Promise<TimeLimitView> {
  const saved = await call(rgApi.setTimeLimit, { kind, minutes });
  replace((d) => ({ ...d, time: d.time.map((x) => (x.kind === kind ? saved : x)) }));
  return saved;
}

/** A fresh answer for the game frame (null when it cannot be had: the server still refuses stakes). */
export const readPlayLimits = (): Promise<PlayLimitsView | null> => call(rgApi.playLimits, {}).catch(() => null);

const SEEN_KEY = 'aurora.limitAlerts';

/**
 * The alerts not shown yet, each once per limit and period (a loss limit's until its reset, a
 * time limit's until its pause ends): keys kept for the browser session.
 */
export function unseenAlerts(v: PlayLimitsView): { loss: LossLimitView[]; time: TimeLimitView[] } {
  const seen = readSeen();
  return {
    loss: v.loss.filter((l) => l.alert && !l.reached && !seen.includes(`loss:${l.period}:${l.resetsAt}`)),
    time: v.time.filter((x) => x.alert && !x.reached && !seen.includes(`time:${x.kind}:${x.resumesAt}`)),
  };
}

export function markAlertsSeen(a: { loss: LossLimitView[]; time: TimeLimitView[] }): void {
  const keys = [
    ...a.loss.map((l) => `loss:${l.period}:${l.resetsAt}`),
    ...a.time.map((x) => `time:${x.kind}:${x.resumesAt}`),
  ];
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...readSeen(), ...keys].slice(-20)));
  } catch {
    // Storage refused (private mode): the alert may show again, which is the safe side.
  }
}

function readSeen(): string[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
