// One operator CLI command: its words ("deposit approve"), usage, help text and what it does.
// Adding an operator action is one entry in a command list, over a call declared like the
// others (docs/operations.md).
import type { Args } from './format.ts';
import type { Connection } from './client.ts';
import { CliError } from './client.ts';

export interface Output {
  /** What --json prints. */
  value: unknown;
  /** What a person reads. */
  text: string;
}

export interface Context {
  args: Args;
  /** The connection, resolved only when the command talks to the server. */
  connect(): Connection;
  env: NodeJS.ProcessEnv;
}

export interface Command {
  words: readonly string[];
  usage: string;
  summary: string;
  help: string;
  run(ctx: Context, rest: readonly string[]): Promise<Output>;
}

export const usageError = (c: Command, why: string) => new CliError(`${why}\nusage: npm run operator -- ${c.usage}`, 2);

/** The word at `i` parsed as a positive id, or a usage error. */
export function idArg(c: Command, rest: readonly string[], i: number, what: string): number {
  const v = rest[i];
  if (v === undefined || !/^\d{1,15}$/.test(v) || Number(v) < 1) throw usageError(c, `${what} must be a number`);
  return Number(v);
}

/** A required --flag's value. */
export function flag(c: Command, ctx: Context, name: string): string {
  const v = ctx.args.flags.get(name);
  if (typeof v !== 'string' || v === '') throw usageError(c, `--${name} is required`);
  return v;
}

export const optionalFlag = (ctx: Context, name: string): string | undefined => {
  const v = ctx.args.flags.get(name);
  return typeof v === 'string' ? v : undefined;
};

/** One of the listed words at `i`, or a usage error. */
export function choice<T extends string>(c: Command, rest: readonly string[], i: number, allowed: readonly T[]): T {
  const v = rest[i];
  if (!allowed.includes(v as T)) throw usageError(c, `expected ${allowed.join(' or ')}`);
  return v as T;
}
