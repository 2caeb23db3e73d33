// Language chooser (SPEC §2.3): flag, name and a tick on the current language. A phone without
// an emoji font would draw a flag as two letter boxes: it shows the country's code instead.
import { useSignals } from '@preact/signals-react/runtime';
import type { Language } from '../../api/types';
import { flagCountry, flagDrawn, flagEmoji } from '../../rules/language-flag';
import { LANGUAGES } from '../../rules/languages';
import { requestLanguage } from '../../state/language';
import { language, t } from '../../state/i18n';

/** SPEC §3 language-to-flag mapping (rules/language-flag.ts): PT → BR, EN → US, UR → PK. */
export const FLAGS = Object.fromEntries(LANGUAGES.map((l) => [l, flagEmoji(l)])) as Record<Language, string>;
/** Each language's own name for itself: a new language fails to compile here until it has one. */
const NAMES: Record<Language, string> = { pt: 'Português', en: 'English', ur: 'اردو' };

let drawn: boolean | undefined;
/** Measured once, on a canvas in the page's font; where nothing can be measured, flags are assumed drawn. */
function flagsDrawn(): boolean {
  if (drawn === undefined) {
    const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext?.('2d');
    if (!ctx) return (drawn = true);
    ctx.font = `20px ${getComputedStyle(document.body).fontFamily}`;
    const flag = FLAGS.pt;
    drawn = flagDrawn(ctx.measureText(flag).width, ctx.measureText(flag.slice(0, 2)).width);
  }
  return drawn;
}

export function LanguageChooser() {
  useSignals();
  return (
    <fieldset className="lang-chooser">
      <legend>{t('language.title')}</legend>
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          className="lang-item"
          lang={l}
          aria-pressed={language.value === l}
          onClick={() => requestLanguage(l)}
        >
          {flagsDrawn() ? (
            <span aria-hidden="true">{FLAGS[l]}</span>
          ) : (
            <span className="lang-cc" aria-hidden="true">
              {flagCountry(l)}
            </span>
          )}{' '}
          {NAMES[l]}
          {language.value === l && (
            <span className="tick" aria-hidden="true">
              ✓
            </span>
          )}
        </button>
      ))}
    </fieldset>
  );
}
