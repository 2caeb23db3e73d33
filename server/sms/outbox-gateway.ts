// Development SMS gateway: instead of sending, writes the message to the sms_outbox table
// and the server log. GET /wps/dev/outbox exposes the table only when the site config has
// "devOutbox": true, so end-to-end tests can read the codes.
import type { Db } from '../db/open.ts';
import { writeOutbox } from '../db/accounts.ts';
import type { SmsGateway } from './gateway.ts';

export function devOutboxGateway(db: Db, log: (line: string) => void): SmsGateway {
  return {
    send: async (m) => {
      writeOutbox(db, m.countryDialingCode, m.mobileNum, m.text);
      log(`SMS (dev outbox) to +${m.countryDialingCode} ${m.mobileNum}: ${m.text}`);
    },
  };
}
