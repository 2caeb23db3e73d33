// A promotion's wagering terms as a list, from the one formatter the promotion list and the
// deposit form use too (rules/wagering.ts), so no screen states a figure the rule does not hold.
import { useSignals } from '@preact/signals-react/runtime';
import type { WageringTerms as Terms } from '../../api/types';
import { termsLines } from '../../rules/wagering';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';

export function WageringTerms({ terms, headingId }: { terms: Terms; headingId: string }) {
  useSignals();
  return (
    <section aria-labelledby={headingId} data-testid="wagering-terms">
      <h3 id={headingId} className="wallet-h">
        {t('wagering.terms.title')}
      </h3>
      <ul className="wallet-note">
        {termsLines(terms, language.value, site.value?.currencySymbol ?? '', t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
