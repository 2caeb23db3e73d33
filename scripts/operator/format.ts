// How the operator CLI prints: aligned tables, amounts as the site's players read them
// ("R$ 1.234,50"), ages as "3m" or "2h 5m"; and its command line: words first, then --flags.
import { loadSiteConfig } from '../../server/config.ts';
import { formatMoney } from '../../src/lib/format.ts';

export interface Args {
  words: string[];
  flags: Map<string, string | true>;
}

/** Flags that take no value; every other --flag takes the next word. */
const SWITCHES = new Set(['json', 'help', 'html', 'force']);

export function parseArgs(argv: readonly string[]): Args {
  const words: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-h') flags.set('help', true);
    else if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (inline !== undefined) flags.set(name, inline);
      else if (SWITCHES.has(name)) flags.set(name, true);
      else {
        const v = argv[i + 1];
        if (v === undefined) throw new Error(`--${name} needs a value`);
        flags.set(name, v);
        i++;
      }
    } else words.push(a);
  }
  return { words, flags };
}

/** The site's currency symbol, from the site config the server on this machine reads (SITE_CONFIG). */
function siteCurrency(): string {
  try {
    return loadSiteConfig(process.env.SITE_CONFIG ?? null).currencySymbol;
  } catch {
    return ''; // an unreadable config is the server's to report; the amounts still print
  }
}
let currency: string | undefined;

/** An amount in the site's currency, written as in Portuguese, the site's first language. */
export const money = (cents: number): string => formatMoney(cents, 'pt', (currency ??= siteCurrency()));

export function age(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const m = Math.floor(seconds / 60);
  if (m < 60) return `${m}m`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h}h ${m % 60}m`;
  return `${Math.floor(h / 24)}d ${h % 24}h`;
}

/** Rows as an aligned table under a title; "none" when empty. */
export function table(title: string, header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  if (rows.length === 0) return `${title}: none`;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [`${title} (${rows.length})`, line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join(
    '\n',
  );
}

/** key: value lines, aligned. */
export function fields(pairs: ReadonlyArray<readonly [string, string]>): string {
  const w = Math.max(...pairs.map(([k]) => k.length));
  return pairs.map(([k, v]) => `${`${k}:`.padEnd(w + 2)}${v}`).join('\n');
}
