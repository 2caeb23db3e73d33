// Responsible gaming (deposit limits, reality check, self-exclusion): the member centre's
// section and the reality-check reminder. One export per call.
import type { Endpoint } from '../endpoints';
import type { DepositLimitView, LossLimitView, TimeLimitView } from '../types';
import { arrayOf, fields, isNum, isStr, isNull } from '../guards';

const isLimit = /* @__PURE__ */ fields<DepositLimitView>({ period: isStr, usedCents: isNum });

export const responsibleSettings: Endpoint<'responsibleSettings'> = {
  method: 'GET',
  path: '/wps/member/responsible',
  access: 'real',
  shape: /* @__PURE__ */ fields({
    limits: /* @__PURE__ */ arrayOf(isLimit),
    realityCheckMinutes: isNum,
    sessionStartedAt: isStr,
  }),
};
export const setDepositLimit: Endpoint<'setDepositLimit'> = {
  method: 'POST',
  path: '/wps/member/responsible/limit',
  access: 'real',
  shape: isLimit,
};
export const setRealityCheck: Endpoint<'setRealityCheck'> = {
  method: 'POST',
  path: '/wps/member/responsible/reality',
  access: 'real',
  shape: isNull,
};
export const sessionSummary: Endpoint<'sessionSummary'> = {
  method: 'GET',
  path: '/wps/member/responsible/session',
  access: 'real',
  shape: /* @__PURE__ */ fields({ sessionStartedAt: isStr, netCents: isNum }),
};
export const selfExclude: Endpoint<'selfExclude'> = {
  method: 'POST',
  path: '/wps/member/responsible/exclude',
  access: 'real',
  shape: /* @__PURE__ */ fields({ period: isStr }),
};

const isLoss = /* @__PURE__ */ fields<LossLimitView>({ period: isStr, lostCents: isNum, resetsAt: isStr });
const isTime = /* @__PURE__ */ fields<TimeLimitView>({ kind: isStr, usedMinutes: isNum });

export const playLimits: Endpoint<'playLimits'> = {
  method: 'GET',
  path: '/wps/member/responsible/play',
  access: 'real',
  shape: /* @__PURE__ */ fields({ loss: /* @__PURE__ */ arrayOf(isLoss), time: /* @__PURE__ */ arrayOf(isTime) }),
};
export const setLossLimit: Endpoint<'setLossLimit'> = {
  method: 'POST',
  path: '/wps/member/responsible/loss',
  access: 'real',
  shape: isLoss,
};
export const setTimeLimit: Endpoint<'setTimeLimit'> = {
  method: 'POST',
  path: '/wps/member/responsible/time',
  access: 'real',
  shape: isTime,
};
