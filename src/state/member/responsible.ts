// Responsible gaming in the member centre: deposit limits, the reality-check interval and
// self-exclusion (the server enforces all three; the rules are src/rules/responsible.ts).
import { call } from '../../api/client';
import * as rgApi from '../../api/calls/responsible';
import type { DepositLimitView, ExclusionValue } from '../../api/types';
import type { ExclusionPeriod, LimitPeriod } from '../../rules/responsible';
import { endSession } from '../logout';
import { realitySettings } from '../reality';
import { resource } from '../resource';

export const responsible = resource((signal) => call(rgApi.responsibleSettings, {}, { signal }));

/** Lowering applies at once; a raise (or removal, `cents` null) answers with the change waiting. */
export async function saveLimit(period: LimitPeriod, cents: number | null): Promise<DepositLimitView> {
  const saved = await call(rgApi.setDepositLimit, { period, cents });
  const d = responsible.data.value;
  if (d) responsible.data.value = { ...d, limits: d.limits.map((l) => (l.period === period ? saved : l)) };
  return saved;
}

export async function saveRealityCheck(minutes: number): Promise<void> {
  await call(rgApi.setRealityCheck, { minutes });
  const d = responsible.data.value;
  if (!d) return;
  responsible.data.value = { ...d, realityCheckMinutes: minutes };
  // The reminder follows at once, counted from the session's start as before.
  realitySettings.value = { startedAt: Date.parse(d.sessionStartedAt), minutes };
}

/** The server ends every session of the member; this device's session ends with it. */
export async function excludeSelf(period: ExclusionPeriod, navigate: (path: string) => void): Promise<ExclusionValue> {
  const v = await call(rgApi.selfExclude, { period });
  endSession(navigate);
  return v;
}
