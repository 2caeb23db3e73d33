// Sign-in, registration, SMS codes and passwords (SPEC §2.5, §5). A text field the form may
// leave empty reads as '' when absent: the account rules (src/rules/registration.ts) name
// the field that is missing with their own message, as the form does.
import type { RegisterChannel } from '../../../src/rules/auth.ts';
import { language, noParams } from './common.ts';
import { int, literal, object, oneOf, optional, str, withDefault } from './combinators.ts';

const text = (max = 255) => withDefault(str({ max }), '');
const optionalText = () => optional(str({ max: 255 }));
/** A sign-up limit's number (cents or minutes): its range is the limits' rule's (src/rules/play-limits.ts), with its field's message. */
const limitNumber = () => optional(int({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }));
const CHANNELS: readonly RegisterChannel[] = ['APP', 'H5', 'PWA', 'WEBCLIP'];

const registration = () =>
  object({
    registerMethod: withDefault(oneOf(CHANNELS), 'H5'),
    registerUrl: text(),
    domain: text(),
    type: withDefault(literal(0), 0),
    username: optionalText(),
    password: optionalText(),
    confirmPassword: optionalText(),
    mobileNum: optionalText(),
    countryDialingCode: optionalText(),
    verificationCode: optionalText(),
    captcha: optionalText(),
    captchaKey: optionalText(),
    affiliateCode: optionalText(),
    paymentPassword: optionalText(),
    recommenderId: optionalText(),
    nickname: optionalText(),
    payeeName: optionalText(),
    email: optionalText(),
    idNumber: optionalText(),
    qqNum: optionalText(),
    facebook: optionalText(),
    wechat: optionalText(),
    line: optionalText(),
    whatsapp: optionalText(),
    zalo: optionalText(),
    cpf: optionalText(),
    fullName: optionalText(),
    birthDate: optionalText(),
    address: optionalText(),
    lossPeriod: optionalText(),
    lossLimit: limitNumber(),
    sessionLimit: limitNumber(),
    dayLimit: limitNumber(),
  });

export const accountParams = {
  login: object({ data: text(16_384) }),
  trialLogin: object({ module: literal('FREEPLAY') }),
  trialAccount: object({ module: literal('FREEPLAY') }),
  socialStart: object({ provider: oneOf(['facebook', 'google'] as const), language: language() }),
  socialLogin: object({ code: str({ max: 2048 }), state: str({ max: 128 }), verifier: str({ max: 128 }) }),
  register: registration(),
  registerMobile: registration(),
  registerSettings: noParams,
  usernameCheck: object({ username: text(64) }),
  affiliateCheck: object({ code: text(64), domain: text() }),
  smsCode: object({
    mobileNum: text(32),
    countryDialingCode: text(8),
    purpose: oneOf(['register', 'login', 'reset']),
    language: language(),
  }),
  changePassword: object({ oldPassword: text(64), newPassword: text(64), confirmNewPassword: text(64) }),
  unlockAccount: object({ username: text(64), answer: text(200) }),
  resetPassword: object({
    mobileNum: text(32),
    countryDialingCode: text(8),
    verificationCode: text(16),
    newPassword: text(64),
    confirmNewPassword: text(64),
  }),
};
