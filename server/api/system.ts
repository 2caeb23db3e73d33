// Site status, help centre and client error reports.
import type { SiteStatus } from '../../src/api/types.ts';
import { listHelp } from '../db/content.ts';
import type { Handlers } from './context.ts';
import * as p from './params.ts';

export const systemHandlers: Handlers<'systemStatus' | 'helpCentre' | 'clientError'> = {
  systemStatus: ({ site }): SiteStatus => site,
  helpCentre: ({ db, query }) => listHelp(db, p.language(query, 'lang')),
  clientError: ({ body, log }) => {
    const b = p.object(body);
    log(`CLIENT ERROR ${p.field(b, 'route', 200)} ${p.field(b, 'where', 200)}: ${p.field(b, 'message', 2000)}`);
    return null;
  },
};
