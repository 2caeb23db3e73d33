// Reads the declarations of plain style rules from the project's CSS files, in cascade order,
// for tests that check one rule's numbers against others' (the boot shell's boxes). Enough CSS
// for these files: comments, @import lines and at-rule blocks (@media, @keyframes) are skipped.
import { readFileSync } from 'node:fs';

interface Rule {
  selectors: string[];
  declarations: [property: string, value: string][];
}

const normalize = (selector: string) => selector.trim().replace(/\s+/g, ' ');

/** The top-level style rules of a style sheet, in order. */
function parse(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const semicolon = text.indexOf(';', i);
    if (open < 0) break;
    // An at-rule without a block (@import "./auth.css";).
    if (semicolon >= 0 && semicolon < open && text.slice(i, semicolon).trim().startsWith('@')) {
      i = semicolon + 1;
      continue;
    }
    const prelude = text.slice(i, open).trim();
    let depth = 1;
    let end = open + 1;
    for (; depth > 0 && end < text.length; end++) depth += text[end] === '{' ? 1 : text[end] === '}' ? -1 : 0;
    if (!prelude.startsWith('@')) {
      const declarations = text
        .slice(open + 1, end - 1)
        .split(';')
        .flatMap((d): [string, string][] => {
          const colon = d.indexOf(':');
          return colon < 0
            ? []
            : [
                [
                  d.slice(0, colon).trim(),
                  d
                    .slice(colon + 1)
                    .trim()
                    .replace(/\s+/g, ' '),
                ],
              ];
        });
      rules.push({ selectors: prelude.split(',').map(normalize), declarations });
    }
    i = end;
  }
  return rules;
}

export interface StyleSheets {
  /** The value of a property a selector declares (the last one in cascade order), shorthands not expanded. */
  value(selector: string, property: string): string | undefined;
  /** One side of padding, margin or border width in px, from the longhand or the shorthand, whichever comes last. */
  side(selector: string, box: 'padding' | 'margin' | 'border', side: 'top' | 'right' | 'bottom' | 'left'): number;
  /** A property in px ('8px', '0', '2.4em' with the element's font size). */
  px(selector: string, property: string, fontSize?: number): number;
}

/** Style sheets in cascade order (a sheet's @imports before its own rules: list them first). */
/**
 * A stylesheet and what it @imports, in cascade order (each import before the file's own rules),
 * as the bundler inlines them: the list to hand styleSheets() for the app's one stylesheet.
 */
export function importOrder(entry: URL): URL[] {
  const text = readFileSync(entry, 'utf8');
  const imported = [...text.matchAll(/@import\s+["']([^"']+)["']/g)].flatMap((m) => importOrder(new URL(m[1]!, entry)));
  return [...imported, entry];
}

export function styleSheets(files: readonly URL[]): StyleSheets {
  const rules = files.flatMap((f) => parse(readFileSync(f, 'utf8')));
  const declared = (selector: string): [string, string][] =>
    rules.filter((r) => r.selectors.includes(normalize(selector))).flatMap((r) => r.declarations);
  const value = (selector: string, property: string) =>
    declared(selector)
      .filter(([p]) => p === property)
      .at(-1)?.[1];
  return {
    value,
    side(selector, box, side) {
      const index = { top: 0, right: 1, bottom: 2, left: 3 }[side];
      let found: string | undefined;
      for (const [property, v] of declared(selector)) {
        if (property === `${box}-${side}` || (box === 'border' && property === `border-${side}-width`)) found = v;
        else if (property === box && box === 'border') found = v.split(' ').find((part) => /^\d/.test(part));
        else if (property === box) {
          const [top, right = top, bottom = top, left = right] = v.split(' ');
          found = [top, right, bottom, left][index];
        }
      }
      if (found === undefined) return 0;
      return toPx(found, 0, `${selector} ${box}-${side}`);
    },
    px(selector, property, fontSize = 0) {
      const v = value(selector, property);
      if (v === undefined) throw new Error(`${selector} declares no ${property}`);
      return toPx(v, fontSize, `${selector} ${property}`);
    },
  };
}

function toPx(value: string, fontSize: number, what: string): number {
  if (value === '0') return 0;
  const m = /^(-?[\d.]+)(px|em)$/.exec(value);
  if (!m) throw new Error(`${what} is ${value}, not a length in px or em`);
  return Number(m[1]) * (m[2] === 'em' ? fontSize : 1);
}
