// `npm run operator -- <command>`: the operator's CLI over the reference server's operator API
// (/wps/admin/…). `npm run operator -- --help` lists the commands; `<command> --help` explains one.
// Built into build/operator.mjs with the server, so it runs on a production install too.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CliError, connection } from './client.ts';
import type { Command, Context } from './command.ts';
import { CHAT_COMMANDS } from './commands-chat.ts';
import { COMMENT_COMMANDS } from './commands-comments.ts';
import { CONTENT_COMMANDS } from './commands-content.ts';
import { GAME_COMMANDS } from './commands-games.ts';
import { MONEY_COMMANDS } from './commands-money.ts';
import { parseArgs } from './format.ts';

export const COMMANDS: readonly Command[] = [
  ...MONEY_COMMANDS,
  ...CONTENT_COMMANDS,
  ...GAME_COMMANDS,
  ...CHAT_COMMANDS,
  ...COMMENT_COMMANDS,
];

const GLOBAL = `Options for every command:
  --url URL        the server (default http://127.0.0.1:$PORT, PORT 8080)
  --token TOKEN    the operator token (default: ADMIN_TOKEN, else the token file the server
                   wrote in its data directory)
  --data-dir DIR   the server's data directory, for its token file (default: DATA_DIR, else ./data)
  --json           print the server's answer as JSON, for scripts`;

function overview(): string {
  return [
    'usage: npm run operator -- <command> [options]',
    '',
    ...COMMANDS.flatMap((c) => [`  ${c.usage.split(' | ')[0]}`, `      ${c.summary}`]),
    '',
    GLOBAL,
    '',
    'npm run operator -- <command> --help explains one command.',
  ].join('\n');
}

const helpOf = (c: Command) =>
  `usage: npm run operator -- ${c.usage.split(' | ').join('\n       npm run operator -- ')}\n\n${c.summary}.\n${c.help}\n\n${GLOBAL}`;

/** Runs one command line; answers the exit code (0 done, 1 refused or unreachable, 2 wrong usage). */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (s: string) => void = (s) => process.stdout.write(`${s}\n`),
  err: (s: string) => void = (s) => process.stderr.write(`${s}\n`),
): Promise<number> {
  try {
    let args: ReturnType<typeof parseArgs>;
    try {
      args = parseArgs(argv);
    } catch (e) {
      throw new CliError((e as Error).message, 2);
    }
    const command = COMMANDS.find((c) => c.words[0] === args.words[0]);
    if (!command) {
      if (args.words.length === 0 || args.flags.get('help')) {
        out(overview());
        return 0;
      }
      err(`Unknown command "${args.words[0]}".\n\n${overview()}`);
      return 2;
    }
    if (args.flags.get('help')) {
      out(helpOf(command));
      return 0;
    }
    const flags = args.flags;
    const str = (k: string) => (typeof flags.get(k) === 'string' ? (flags.get(k) as string) : undefined);
    const ctx: Context = {
      args,
      env,
      connect: () => connection({ url: str('url'), token: str('token'), dataDir: str('data-dir') }, env),
    };
    const r = await command.run(ctx, args.words.slice(command.words.length));
    out(flags.get('json') === true ? JSON.stringify(r.value, null, 2) : r.text);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      err(e.message);
      return e.exitCode;
    }
    err(`operator: ${(e as Error).message}`);
    return 1;
  }
}

/** The file Node runs, through any symbolic link (Node loads the real file: /srv/aurora/current → a release). */
function realArgv1(): string | null {
  try {
    return process.argv[1] === undefined ? null : realpathSync(process.argv[1]);
  } catch {
    return null;
  }
}
const started = realArgv1();
// Run as a program, not imported (the tests import it): otherwise it would do nothing and exit 0.
const isMain = started !== null && import.meta.url === pathToFileURL(started).href;
if (isMain) process.exitCode = await main(process.argv.slice(2));
