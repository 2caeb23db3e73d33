// An amount in the player's format with the site's currency symbol, left to right in every
// language; `signed`: a credit in green with '+', a debit in red (SPEC §9: 2 decimals).
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '../../lib/format';
import { language } from '../../state/i18n';
import { site } from '../../state/site';

export function Money({ cents, signed = false }: { cents: number; signed?: boolean }) {
  useSignals();
  const text = formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
  return (
    <span className={signed ? (cents < 0 ? 'money money-out' : 'money money-in') : 'money'} dir="ltr">
      {signed && cents > 0 ? '+' : ''}
      {text}
    </span>
  );
}
