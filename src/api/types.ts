// Domain types shared by the client and the reference server (SPEC §3), one module per
// area under types/. Money is always an integer number of minor units (cents); views format it.
// Types only: importing from here costs the bundle nothing, so existing imports stay as they are.
export type * from './types/system';
export type * from './types/member';
export type * from './types/catalogue';
export type * from './types/messages';
export type * from './types/promo';
export type * from './types/wallet';
export type * from './types/member-settings';
export type * from './types/agent';
export type * from './types/agent-contracts';
export type * from './types/operator';
export type * from './types/lottery';
export type * from './types/responsible';
export type * from './types/crash';
