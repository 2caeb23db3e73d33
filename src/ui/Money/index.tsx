// An amount in the player's format with the site's currency symbol, left to right in every
// language; `signed`: a credit in green with '+', a debit in red with '−', the sign before the
// currency (SPEC §9: 2 decimals).
import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '../../lib/format';
import { formatSignedMoney } from '../../lib/format-signed';
import { language } from '../../state/i18n';
import { site } from '../../state/site';

export function Money({ cents, signed = false }: { cents: number; signed?: boolean }) {
  useSignals();
  const symbol = site.value?.currencySymbol ?? '';
  const text = signed ? formatSignedMoney(cents, language.value, symbol) : formatMoney(cents, language.value, symbol);
  return (
    <span className={signed ? (cents < 0 ? 'money money-out' : 'money money-in') : 'money'} dir="ltr">
      {text}
    </span>
  );
}
