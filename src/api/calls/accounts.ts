// Login, registration, SMS codes and passwords (SPEC §7 Account).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
import type { Endpoint, LoginValue } from '../endpoints';
import { isObj, isStr, isNum, isBool, isNumOrNull, arrayOf, fields } from '../guards';

const isLogin = /* @__PURE__ */ fields<LoginValue>({
  token: isStr,
  userName: isStr,
  type: isNum,
  firstTimeLogin: isBool,
  merchantCode: isStr,
});

export const login: Endpoint<'login'> = {
  method: 'POST',
  path: '/wps/session/login',
  shape: isLogin,
};
export const trialLogin: Endpoint<'trialLogin'> = {
  method: 'POST',
  path: '/wps/session/trial',
  shape: /* @__PURE__ */ fields({ token: isStr, userName: isStr, customerType: isNum, merchantCode: isStr }),
};
export const trialAccount: Endpoint<'trialAccount'> = {
  method: 'GET',
  path: '/wps/session/trial',
  shape: trialLogin.shape,
};
export const register: Endpoint<'register'> = {
  method: 'PUT',
  path: '/wps/member/register',
  shape: isLogin,
};
export const registerMobile: Endpoint<'registerMobile'> = {
  method: 'PUT',
  path: '/wps/member/register/mobile',
  shape: isLogin,
};
export const registerSettings: Endpoint<'registerSettings'> = {
  method: 'GET',
  path: '/wps/member/register/settings',
  shape: /* @__PURE__ */ fields({
    fields: isObj,
    captcha: /* @__PURE__ */ fields({ enabled: isBool }),
    countryCodes: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ code: isStr, region: isStr })),
    defaultCountryCode: isStr,
  }),
};
export const usernameCheck: Endpoint<'usernameCheck'> = {
  method: 'GET',
  path: '/wps/member/register/username',
  shape: /* @__PURE__ */ fields({ available: isBool }),
};
export const affiliateCheck: Endpoint<'affiliateCheck'> = {
  method: 'GET',
  path: '/wps/member/affiliate',
  shape: /* @__PURE__ */ fields({ code: isStr }),
};
export const smsCode: Endpoint<'smsCode'> = {
  method: 'POST',
  path: '/wps/sms/code',
  shape: /* @__PURE__ */ fields({ expiredMinutes: isNumOrNull, expirationTime: isNumOrNull }),
};
export const changePassword: Endpoint<'changePassword'> = {
  method: 'POST',
  path: '/wps/member/password',
  access: 'member',
  shape: (v): v is null => v === null,
};
export const unlockAccount: Endpoint<'unlockAccount'> = {
  method: 'POST',
  path: '/wps/session/unlock',
  shape: (v): v is null => v === null,
};
export const resetPassword: Endpoint<'resetPassword'> = {
  method: 'POST',
  path: '/wps/member/password/reset',
  shape: (v): v is null => v === null,
};
