// Response shapes checked at the boundary, so views only ever see well-typed data.
// Hand-written on purpose: a schema library would cost more bytes than every guard here.
import type { EndpointName, ValueOf } from './endpoints';
import type { Game, SiteStatus } from './types';

type Guard<T> = (v: unknown) => v is T;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const arrayOf = <T>(item: Guard<T>): Guard<T[]> => (v): v is T[] => Array.isArray(v) && v.every(item);
const fields = <T>(spec: Record<string, Guard<unknown>>): Guard<T> =>
  (v): v is T => isObj(v) && Object.keys(spec).every((k) => spec[k]!(v[k]));

const isGame = fields<Game>({ nodeId: isStr, gameName: isStr, gameType: isStr, vassalage: isStr, iconUrl: isStr });

const isStatus = fields<SiteStatus>({
  maintenance: (v) => typeof v === 'boolean',
  regionRestriction: (v) => typeof v === 'boolean',
  whitelabel: isObj,
  templates: isObj,
  links: Array.isArray,
  customerService: Array.isArray,
  imageCDNs: arrayOf(isStr),
});

export const shapes: { [K in EndpointName]: Guard<ValueOf<K>> } = {
  systemStatus: isStatus,
  helpCentre: arrayOf(fields({ title: isStr, content: isStr })),
  gameTypes: arrayOf(fields({ gameType: isStr, name: isStr })),
  vendors: arrayOf(fields({ vassalage: isStr, displayName: isStr, gameCount: isNum })),
  gameList: fields({ games: arrayOf(isGame), pageNum: isNum, totalPages: isNum }),
  clientError: (v): v is null => v === null,
  memberInfo: fields({ id: isNum, type: isNum, userName: isStr, wallet: fields({ sumBalance: isNum }) }),
  wallet: fields({ sumBalance: isNum, currencySymbol: isStr }),
  logout: (v): v is null => v === null,
  unreadCounts: fields({ inboxUnreadCount: isNum, chatUnreadCount: isNum, announcementUnreadCount: isNum }),
};
