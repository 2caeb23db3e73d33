// The operator's own texts of two help topics (site config `helpTopics`, docs/configuration.md):
// the terms of use ("terms") and responsible gaming ("responsible") are the operator's legal
// texts, so its lawyer may replace them per language in the config, over whatever the content
// import or the seed wrote: { "terms": { "pt": { "title": "…", "html": "…" }, "en": … }, … }.
// Read once per config object; a malformed value stops the start (server/app.ts).
import type { Language } from '../../src/api/types.ts';
import { LANGUAGES } from '../../src/rules/languages.ts';
import type { SiteConfig } from '../config.ts';
import type { HelpTopic } from '../db/content.ts';

/** The topics an operator may replace from the config; the others come from the content import. */
export const OPERATOR_HELP_ANCHORS = ['terms', 'responsible'] as const;
type Anchor = (typeof OPERATOR_HELP_ANCHORS)[number];
interface HelpText {
  title: string;
  html: string;
}
export type HelpTopicsConfig = ReadonlyMap<Anchor, Partial<Record<Language, HelpText>>>;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number) => typeof v === 'string' && v.trim() !== '' && v.length <= max;

const cache = new WeakMap<SiteConfig, HelpTopicsConfig>();

/** The configured texts by anchor and language; throws, naming the key, on anything malformed. */
export function helpTopicsConfig(site: SiteConfig): HelpTopicsConfig {
  const cached = cache.get(site);
  if (cached) return cached;
  const raw = (site as unknown as Obj).helpTopics;
  const out = new Map<Anchor, Partial<Record<Language, HelpText>>>();
  if (raw !== undefined) {
    if (!isObj(raw)) throw new Error('helpTopics: must be an object of topics by anchor (docs/configuration.md)');
    for (const [anchor, byLang] of Object.entries(raw)) {
      if (!(OPERATOR_HELP_ANCHORS as readonly string[]).includes(anchor))
        throw new Error(
          `helpTopics.${anchor}: only ${OPERATOR_HELP_ANCHORS.join(' and ')} can be replaced from the config; other topics come from a content import`,
        );
      if (!isObj(byLang)) throw new Error(`helpTopics.${anchor}: must be { "pt": { "title", "html" }, … }`);
      const texts: Partial<Record<Language, HelpText>> = {};
      for (const [lang, t] of Object.entries(byLang)) {
        if (!(LANGUAGES as readonly string[]).includes(lang))
          throw new Error(`helpTopics.${anchor}.${lang}: not a language of the site (${LANGUAGES.join(', ')})`);
        if (!isObj(t) || !text(t.title, 200) || !text(t.html, 50_000))
          throw new Error(
            `helpTopics.${anchor}.${lang}: must be { "title": 1 to 200 characters, "html": 1 to 50000 characters }`,
          );
        texts[lang as Language] = { title: t.title as string, html: t.html as string };
      }
      out.set(anchor as Anchor, texts);
    }
  }
  cache.set(site, out);
  return out;
}

/**
 * The help centre in `lang` with the operator's texts over the listed ones: each configured
 * topic in the asked language, else English, else Portuguese (as the content falls back); a
 * configured topic the content lacks is added at the end, so /m/help#terms always has its text.
 */
export function withOperatorTexts(topics: HelpTopic[], site: SiteConfig, lang: Language): HelpTopic[] {
  const config = helpTopicsConfig(site);
  if (config.size === 0) return topics;
  const pick = (texts: Partial<Record<Language, HelpText>>) => {
    const l = [lang, 'en', 'pt'].find((x) => texts[x as Language]) as Language | undefined;
    return l ? { title: texts[l]!.title, content: texts[l]!.html, lang: l } : null;
  };
  const out = topics.map((t) => {
    const texts = config.get(t.anchor as Anchor);
    const own = texts ? pick(texts) : null;
    return own ? { ...t, ...own } : t;
  });
  for (const [anchor, texts] of config) {
    const own = pick(texts);
    if (own && !topics.some((t) => t.anchor === anchor)) out.push({ anchor, ...own });
  }
  return out;
}
