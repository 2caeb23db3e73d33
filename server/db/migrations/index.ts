// Every migration in order, one file each: index i takes the schema from version i to i + 1
// (PRAGMA user_version, server/db/schema.ts). Append a new file and its line here; never edit
// or reorder one that has shipped, or a database that already ran it would not match a new one.
import { sql as m001 } from './001-catalogue-members-ledger.ts';
import { sql as m002 } from './002-member-messages.ts';
import { sql as m003 } from './003-favourites-launches-orders.ts';
import { sql as m004 } from './004-accounts.ts';
import { sql as m005 } from './005-feedback-promotions-contracts.ts';
import { sql as m006 } from './006-wallet.ts';
import { sql as m007 } from './007-agent-links.ts';
import { sql as m008 } from './008-agent-rebates.ts';
import { sql as m009 } from './009-payouts-member-settings.ts';
import { sql as m010 } from './010-agent-contracts.ts';
import { sql as m011 } from './011-operator-audit-publishing.ts';
import { sql as m012 } from './012-limit-windows.ts';
import { sql as m013 } from './013-lottery-draws-jackpot.ts';
import { sql as m014 } from './014-deposit-bonus-definitions.ts';
import { sql as m015 } from './015-payment-orders.ts';
import { sql as m016 } from './016-payout-destinations.ts';
import { sql as m017 } from './017-responsible-gaming.ts';
import { sql as m018 } from './018-demo-money-off-public-figures.ts';
import { sql as m019 } from './019-rounds.ts';
import { sql as m020 } from './020-live-chat.ts';
import { sql as m021 } from './021-sportsbook.ts';
import { sql as m022 } from './022-game-names.ts';
import { sql as m023 } from './023-bonus-wallet.ts';
import { sql as m024 } from './024-social-login.ts';
import { sql as m025 } from './025-promotion-comments.ts';
import { sql as m026 } from './026-bonus-terms-from-data.ts';
import { sql as m027, toE164 as m027rows } from './027-mobile-e164.ts';
import { sql as m028 } from './028-loss-and-time-limits.ts';
import { sql as m029 } from './029-identity.ts';
import { sql as m030 } from './030-deposit-payer.ts';
import { sql as m031 } from './031-video-poker.ts';
import { sql as m032 } from './032-slot-free-spins.ts';
import { sql as m033 } from './033-roulette-picks.ts';
import { sql as m034 } from './034-live-baccarat.ts';
import { sql as m035 } from './035-wheel-chips.ts';
import { sql as m036 } from './036-slot-rounds.ts';
import type { Db } from '../open.ts';

export const MIGRATIONS: readonly string[] = [
  m001,
  m002,
  m003,
  m004,
  m005,
  m006,
  m007,
  m008,
  m009,
  m010,
  m011,
  m012,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m021,
  m022,
  m023,
  m024,
  m025,
  m026,
  m027,
  m028,
  m029,
  m030,
  m031,
  m032,
  m033,
  m034,
  m035,
  m036,
];

/** The schema version that creates the per-language game names (its content is seeded with it). */
export const GAME_NAMES_VERSION = MIGRATIONS.indexOf(m022) + 1;

/** The schema version whose migration removes the seed texts' hand-written wagering terms. */
export const TERMS_FROM_DATA_VERSION = MIGRATIONS.indexOf(m026) + 1;
/** That migration's SQL, run again over the content a new site is seeded with after it. */
export const TERMS_FROM_DATA_SQL = m026;

/** The schema version that creates video poker's hands: the seeded POKER games are named for it then. */
export const VIDEO_POKER_VERSION = MIGRATIONS.indexOf(m031) + 1;

/** The schema version that creates live baccarat's bets: the seeded LIVE blackjack tables are renamed then. */
export const LIVE_BACCARAT_VERSION = MIGRATIONS.indexOf(m034) + 1;

/** The schema version that creates bonus money (its seed promotions' terms are written with it). */
export const BONUS_WALLET_VERSION = MIGRATIONS.indexOf(m023) + 1;

/**
 * Row rewrites that need code (the shared phone rule), by the schema version whose migration they
 * belong to: run right after that migration's SQL, in its transaction (server/db/schema.ts migrate).
 */
export const MIGRATION_ROWS: ReadonlyMap<number, (db: Db) => unknown> = new Map([
  [MIGRATIONS.indexOf(m027) + 1, m027rows],
]);
