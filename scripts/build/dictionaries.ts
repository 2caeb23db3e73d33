// The dictionaries, written first: their hashed names are written into the boot script of
// index.html (never into the app's code, so a changed text renames only its dictionary). Each
// language has two files: the whole dictionary, and the first-view slice a visit that opens on
// home starts with (scripts/build/first-view-keys.ts says what it holds).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './options.ts';

export type Dictionary = Readonly<Record<string, unknown>>;

/** Each language's file as served ('/i18n/pt-1a2b3c4d.json'), by language code. */
export type DictionaryUrls = Record<string, string>;

export interface Dictionaries {
  /** The whole dictionaries. */
  urls: DictionaryUrls;
  /** The first-view slices ('/i18n/pt-first-1a2b3c4d.json'). */
  firstViewUrls: DictionaryUrls;
}

/** The first 8 hex digits of a SHA-256: the content hash in a file name. */
export const hash8 = (content: string): string => createHash('sha256').update(content).digest('hex').slice(0, 8);

/** The app's dictionaries (i18n/<lang>.json), by language code. */
export function readDictionaries(): Record<string, Dictionary> {
  const files = readdirSync(join(root, 'i18n')).filter((f) => f.endsWith('.json'));
  return Object.fromEntries(
    files.map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(join(root, 'i18n', f), 'utf8')) as Dictionary]),
  );
}

/** Writes each dictionary, minified, whole and as its first-view slice (`firstViewKeys`), under hashed names. */
export function writeDictionaries(
  outDir: string,
  texts: Record<string, Dictionary>,
  firstViewKeys: ReadonlySet<string>,
): Dictionaries {
  mkdirSync(join(outDir, 'i18n'), { recursive: true });
  const write = (name: string, body: string) => {
    const file = `${name}-${hash8(body)}.json`;
    writeFileSync(join(outDir, 'i18n', file), body);
    return `/i18n/${file}`;
  };
  const result: Dictionaries = { urls: {}, firstViewUrls: {} };
  for (const [lang, dictionary] of Object.entries(texts)) {
    result.urls[lang] = write(lang, JSON.stringify(dictionary));
    const slice = Object.fromEntries(Object.entries(dictionary).filter(([key]) => firstViewKeys.has(key)));
    result.firstViewUrls[lang] = write(`${lang}-first`, JSON.stringify(slice));
  }
  return result;
}
