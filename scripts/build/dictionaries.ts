// The dictionaries, written first: their hashed names are compiled into the entry and the boot script.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './options.ts';

export type Dictionary = Readonly<Record<string, unknown>>;

export interface Dictionaries {
  /** Each language's dictionary file as served ('/i18n/pt-1a2b3c4d.json'), by language code. */
  urls: Record<string, string>;
  /** Each language's keys and texts. */
  texts: Record<string, Dictionary>;
}

/** The first 8 hex digits of a SHA-256: the content hash in a file name. */
export const hash8 = (content: string): string => createHash('sha256').update(content).digest('hex').slice(0, 8);

/** Writes i18n/<lang>.json to <out>/i18n/<lang>-<hash>.json, minified. */
export function writeDictionaries(outDir: string): Dictionaries {
  mkdirSync(join(outDir, 'i18n'), { recursive: true });
  const result: Dictionaries = { urls: {}, texts: {} };
  for (const file of readdirSync(join(root, 'i18n')).filter((f) => f.endsWith('.json'))) {
    const dictionary = JSON.parse(readFileSync(join(root, 'i18n', file), 'utf8')) as Dictionary;
    const body = JSON.stringify(dictionary);
    const lang = file.replace('.json', '');
    const name = `${lang}-${hash8(body)}.json`;
    writeFileSync(join(outDir, 'i18n', name), body);
    result.urls[lang] = `/i18n/${name}`;
    result.texts[lang] = dictionary;
  }
  return result;
}
