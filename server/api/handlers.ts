// The reference implementation of every call in src/api/endpoints.ts. The mapped type
// makes a missing handler a type error.
import type { EndpointName, ValueOf } from '../../src/api/endpoints.ts';
import type { SiteStatus } from '../../src/api/types.ts';
import type { Db } from '../db/open.ts';
import { listGames, listGameTypes, listVendors } from '../db/games.ts';
import { listHelp } from '../db/content.ts';
import type { SiteConfig } from '../config.ts';
import * as p from './params.ts';
import { requireSession } from './auth.ts';
import { balanceCents, revokeSession, unreadCounts } from '../db/members.ts';

export interface ApiContext {
  db: Db;
  site: SiteConfig;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
  log: (line: string) => void;
}

type Handler<K extends EndpointName> = (ctx: ApiContext) => ValueOf<K> | Promise<ValueOf<K>>;

export const handlers: { [K in EndpointName]: Handler<K> } = {
  systemStatus: ({ site }): SiteStatus => site,
  helpCentre: ({ db, query }) => listHelp(db, p.language(query, 'lang')),
  gameTypes: ({ db, query }) => listGameTypes(db, p.language(query)),
  vendors: ({ db, query }) => listVendors(db, { gameType: p.code(query, 'gameType') }),
  // Game names are brands and not translated, but the language is still part of the call: refuse a bad one.
  gameList: ({ db, query }) => (p.language(query), listGames(db, {
    gameType: p.code(query, 'gameType'),
    vassalage: p.code(query, 'vassalage'),
    gameName: p.text(query, 'gameName'),
    gameClassify: p.code(query, 'gameClassify'),
    isNew: p.bool(query, 'isNew'),
    minBetCents: p.cents(query, 'minBet'),
    pageNo: p.int(query, 'pageNo', { min: 1, max: 100_000, def: 1 }),
    pageSize: p.int(query, 'pageSize', { min: 1, max: 100, def: 20 }),
  })),
  clientError: ({ body, log }) => {
    const b = p.object(body);
    log(`CLIENT ERROR ${p.field(b, 'route', 200)} ${p.field(b, 'where', 200)}: ${p.field(b, 'message', 2000)}`);
    return null;
  },
  memberInfo: (ctx) => {
    const s = requireSession(ctx);
    return {
      id: s.memberId, type: s.type, nickname: s.nickname, account: s.userName, userName: s.userName,
      clubLabel: null, wallet: { sumBalance: balanceCents(ctx.db, s.memberId) },
    };
  },
  wallet: (ctx) => ({ sumBalance: balanceCents(ctx.db, requireSession(ctx).memberId), currencySymbol: ctx.site.currencySymbol }),
  unreadCounts: (ctx) => {
    const s = requireSession(ctx);
    // SPEC §4/§7: chat counts only with CBS3 and never for the trial type 4, whatever the client asks.
    const withChat = p.bool(ctx.query, 'withChat') === true && ctx.site.whitelabel.CBS3 === true && s.type !== 4;
    return unreadCounts(ctx.db, s.memberId, withChat);
  },
  logout: (ctx) => {
    requireSession(ctx);
    revokeSession(ctx.db, ctx.token!);
    return null;
  },
};
