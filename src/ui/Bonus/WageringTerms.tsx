// A promotion's wagering terms: its terms line (rules/wagering-line.ts, the line the home banner
// and the help centre show too), then each term on its own (rules/wagering.ts), both written
// from the promotion's wagering data, so no screen states a figure the rule does not hold.
import { useSignals } from '@preact/signals-react/runtime';
import type { WageringTerms as Terms } from '../../api/types';
import { termsLines } from '../../rules/wagering';
import { wageringLine } from '../../rules/wagering-line';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';

export function WageringTerms({ terms, headingId }: { terms: Terms; headingId: string }) {
  useSignals();
  const symbol = site.value?.currencySymbol ?? '';
  return (
    <section aria-labelledby={headingId} data-testid="wagering-terms">
      <h3 id={headingId} className="wallet-h">
        {t('wagering.terms.title')}
      </h3>
      <p className="wagering-line" data-testid="wagering-line">
        {wageringLine(terms, language.value, symbol, t)}
      </p>
      <ul className="wallet-note">
        {termsLines(terms, language.value, symbol, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
