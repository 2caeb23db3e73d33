// Language chooser (SPEC §2.3): flag, name and a tick on the current language.
import { useSignals } from '@preact/signals-react/runtime';
import type { Language } from '../../api/types';
import { flagEmoji } from '../../rules/language-flag';
import { requestLanguage } from '../../state/language';
import { language, t } from '../../state/i18n';

/** SPEC §3 language-to-flag mapping (rules/language-flag.ts): PT → BR, EN → US, UR → PK. */
export const FLAGS: Record<Language, string> = { pt: flagEmoji('pt'), en: flagEmoji('en'), ur: flagEmoji('ur') };
const NAMES: Record<Language, string> = { pt: 'Português', en: 'English', ur: 'اردو' };
const CHOICES: readonly Language[] = ['pt', 'en', 'ur'];

export function LanguageChooser() {
  useSignals();
  return (
    <fieldset className="lang-chooser">
      <legend>{t('language.title')}</legend>
      {CHOICES.map((l) => (
        <button
          key={l}
          type="button"
          className="lang-item"
          lang={l}
          aria-pressed={language.value === l}
          onClick={() => requestLanguage(l)}
        >
          <span aria-hidden="true">{FLAGS[l]}</span> {NAMES[l]}
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
