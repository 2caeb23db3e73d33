// Site status, help, captcha, customer service, error reports and the development outbox (SPEC §7 System).
import type { CustomerServiceList, HelpItem, Language, SiteStatus } from '../types';
import type { Params } from './params';

export interface OutboxMessage {
  mobileNum: string;
  countryDialingCode: string;
  text: string;
  createdAt: string;
}

export interface SystemContract {
  systemStatus: { access: 'public'; params: Params; value: SiteStatus };
  helpCentre: { access: 'public'; params: { lang: Language; device: 'MOBILE' }; value: HelpItem[] };
  /** Uncaught client errors, so an operator sees what broke on players' phones. */
  clientError: { access: 'public'; params: { message: string; where: string; route: string }; value: null };
  /** A single-use numeric captcha image (data URL) and the key to answer it with. */
  captcha: { access: 'public'; params: Params; value: { key: string; image: string } };
  /** Reference server only, when the site config has devOutbox: the SMS texts it would have sent. */
  devOutbox: { access: 'public'; params: { mobile: string }; value: OutboxMessage[] };
  customerService: { access: 'public'; params: Params; value: CustomerServiceList };
}
