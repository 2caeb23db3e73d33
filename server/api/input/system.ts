// Site status, help, client error reports, captcha, the development SMS outbox, customer service (SPEC §7).
import { language, noParams } from './common.ts';
import { fixed, object, str, withDefault } from './combinators.ts';

export const systemParams = {
  systemStatus: noParams,
  helpCentre: object({ lang: language(), device: fixed('MOBILE') }),
  clientError: object({ message: str({ max: 2000 }), where: str({ max: 200 }), route: str({ max: 200 }) }),
  captcha: noParams,
  devOutbox: object({ mobile: withDefault(str({ max: 32, trim: true }), '') }),
  customerService: noParams,
};
