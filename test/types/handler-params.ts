// Type-level checks, run by the type check (`npm run typecheck`, part of every test run): each
// line under a @ts-expect-error must stay a type error, or `tsc` fails on the unused directive.
// Nothing here runs. What they prove: a handler reads only the parameters its contract entry
// declares, with the contract's types, and a call's parser cannot drift from its contract.
import type { Handler } from '../../server/api/context.ts';
import type { SameParams } from '../../server/api/input/index.ts';
import type { ParamsOf } from '../../src/api/endpoints.ts';

/** A handler reading what the withdraw contract declares compiles. */
export const readsDeclared: Handler<'withdraw'> = ({ params }) => {
  const cents: number = params.amount;
  const key: string = params.idempotencyKey;
  throw new Error(`${cents} ${key}: not run`);
};

/** A handler reading a parameter its contract does not declare does not. */
export const readsUndeclared: Handler<'withdraw'> = ({ params }) => {
  // @ts-expect-error withdraw declares no bonus
  const bonus: unknown = params.bonus;
  throw new Error(`${String(bonus)}: not run`);
};

/** Nor one reading a declared parameter as another type. */
export const readsWrongType: Handler<'salaryApply'> = ({ params }) => {
  // @ts-expect-error period is 'daily' | 'hourly', never a number
  const period: number = params.period;
  throw new Error(`${period}: not run`);
};

/** A parser result with a field the contract lacks, or an optional field made required, is not the contract's. */
// @ts-expect-error the contract of salaryInfo names no `extra`
export const extraField: SameParams<{ period: 'daily' | 'hourly'; extra?: boolean }, ParamsOf<'salaryInfo'>> = true;
// @ts-expect-error since is optional in the contract
export const requiredMadeOptional: SameParams<{ since: string }, ParamsOf<'moneyStatus'>> = true;
export const same: SameParams<{ since?: string }, ParamsOf<'moneyStatus'>> = true;
