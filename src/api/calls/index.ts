// Every call in one table, for the reference server (it routes by method and path) and the
// tests that walk every call. The client never imports this file: a chunk would carry them all.
import type { Endpoint, EndpointName } from '../endpoints';
import * as system from './system';
import * as member from './member';
import * as accounts from './accounts';
import * as catalogue from './catalogue';
import * as games from './games';
import * as crash from './crash';
import * as roulette from './roulette';
import * as poker from './poker';
import * as bingo from './bingo';
import * as baccarat from './baccarat';
import * as gameshow from './gameshow';
import * as fish from './fish';
import * as sports from './sports';
import * as lottery from './lottery';
import * as messages from './messages';
import * as wallet from './wallet';
import * as agent from './agent';
import * as agentContracts from './agent-contracts';
import * as operator from './operator';
import * as responsible from './responsible';

/** The annotation makes a call of the contract without a definition a type error. */
export const endpoints: { [K in EndpointName]: Endpoint<K> } = {
  ...system,
  ...member,
  ...accounts,
  ...catalogue,
  ...games,
  ...crash,
  ...roulette,
  ...poker,
  ...bingo,
  ...baccarat,
  ...gameshow,
  ...fish,
  ...sports,
  ...lottery,
  ...messages,
  ...wallet,
  ...agent,
  ...agentContracts,
  ...operator,
  ...responsible,
};
