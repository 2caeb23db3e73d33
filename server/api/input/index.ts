// Every call's parameter parser, checked against its contract entry (src/api/endpoints.ts
// ParamsOf): a parser that reads a field the contract does not name, misses one it names,
// makes an optional field required (or the reverse) or reads it as another type fails the
// type check here, naming the call. The dispatcher (server/app.ts) runs the call's parser and
// hands the handler the result as ctx.params; malformed input never reaches a handler.
import type { EndpointName, ParamsOf } from '../../../src/api/endpoints.ts';
import { accountParams } from './accounts.ts';
import { agentParams } from './agent.ts';
import { agentContractParams } from './agent-contracts.ts';
import { catalogueParams } from './catalogue.ts';
import { crashParams } from './crash.ts';
import { rouletteParams } from './roulette.ts';
import { pokerParams } from './poker.ts';
import { bingoParams } from './bingo.ts';
import { baccaratParams } from './baccarat.ts';
import { gameshowParams } from './gameshow.ts';
import { fishParams } from './fish.ts';
import { sportsParams } from './sports.ts';
import type { Out, Parser, Source } from './combinators.ts';
import { lotteryParams } from './lottery.ts';
import { memberParams } from './member.ts';
import { messageParams } from './messages.ts';
import { operatorParams } from './operator.ts';
import { responsibleParams } from './responsible.ts';
import { systemParams } from './system.ts';
import { walletParams } from './wallet.ts';

const table = {
  ...systemParams,
  ...memberParams,
  ...accountParams,
  ...catalogueParams,
  ...crashParams,
  ...rouletteParams,
  ...pokerParams,
  ...bingoParams,
  ...baccaratParams,
  ...gameshowParams,
  ...fishParams,
  ...sportsParams,
  ...lotteryParams,
  ...messageParams,
  ...walletParams,
  ...agentParams,
  ...agentContractParams,
  ...operatorParams,
  ...responsibleParams,
};

/** Named keys only: an index signature (`Params`, `RegisterParams extends Params`) says nothing a handler may read. */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
/** Each named key, and whether it may be absent. */
type KeyShape<T> = T extends unknown
  ? { [K in KnownKeys<T>]-?: undefined extends T[K] ? 'optional' : 'required' }
  : never;
type Equals<A, B> = (<X>() => X extends A ? 1 : 2) extends <X>() => X extends B ? 1 : 2 ? true : false;
/** The parser's result and the contract's parameters: each assignable to the other, with the same keys. */
export type SameParams<A, B> = [A] extends [B] ? ([B] extends [A] ? Equals<KeyShape<A>, KeyShape<B>> : false) : false;

type Drifted<T> = {
  [K in EndpointName]: K extends keyof T ? (SameParams<Out<T[K]>, ParamsOf<K>> extends true ? never : K) : K;
}[EndpointName];

/** `true`, or the names of the calls whose parser and contract differ (or that have no parser). */
const parsersMatchTheContract: [Drifted<typeof table>] extends [never] ? true : `drifts: ${Drifted<typeof table>}` =
  true;
void parsersMatchTheContract;

export const paramParsers: { [K in EndpointName]: Parser<ParamsOf<K>> } = table;

/** A read's query text as the fields its parser reads: the first of repeated names, as URLSearchParams.get reads it. */
function queryFields(q: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of q) if (!Object.hasOwn(out, k)) out[k] = v;
  return out;
}

/**
 * A call's parameters, read by its parser: a GET's from the query, a write's from the JSON
 * body (absent: no fields), a DELETE's from its body when it sent one, else from the query.
 */
export function readParams<K extends EndpointName>(
  name: K,
  method: string,
  query: URLSearchParams,
  body: unknown,
): ParamsOf<K> {
  const from: Source = method === 'GET' || (method === 'DELETE' && body === undefined) ? 'query' : 'body';
  const raw = from === 'query' ? queryFields(query) : (body ?? {});
  return paramParsers[name].read(raw, '', from);
}
