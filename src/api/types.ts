// Domain types shared by the client and the reference server (SPEC §3): every module imports
// them from here; each area's are written in api/domain/<area>.ts. Money is always an integer
// number of minor units (cents); views format it. Types only: importing from here costs the
// bundle nothing.
export type * from './domain/system';
export type * from './domain/member';
export type * from './domain/catalogue';
export type * from './domain/messages';
export type * from './domain/promo';
export type * from './domain/wallet';
export type * from './domain/member-settings';
export type * from './domain/agent';
export type * from './domain/agent-contracts';
export type * from './domain/operator';
export type * from './domain/lottery';
export type * from './domain/responsible';
export type * from './domain/baccarat';
export type * from './domain/crash';
export type * from './domain/roulette';
export type * from './domain/poker';
export type * from './domain/bingo';
export type * from './domain/gameshow';
export type * from './domain/fish';
export type * from './domain/slot';
export type * from './domain/sports';
export type * from './domain/bonus';
