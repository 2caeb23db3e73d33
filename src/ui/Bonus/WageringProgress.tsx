// One wagering requirement's progress: a bar (role=progressbar, 0–100, its sentence as the
// value text) and the sentence "R$ 1.840,00 de R$ 2.500,00 apostados, termina 12/12 às 23:59"
// (rules/wagering.ts). A closed one shows what became of its bonus, without a bar. The bar is
// drawn with style properties (set through the DOM, which the CSP allows) rather than new rules
// in the app's one stylesheet, which every first view downloads.
import { useSignals } from '@preact/signals-react/runtime';
import type { WageringRequirement } from '../../api/types';
import { progressPercent, progressText } from '../../rules/wagering';
import { language, t } from '../../state/i18n';
import { wallet } from '../../state/session';
import { site } from '../../state/site';

const TRACK = { height: 10, borderRadius: 5, background: 'var(--surface-2)', overflow: 'hidden', margin: '6px 0' };
const FILL = { display: 'block', height: '100%', background: 'var(--accent)' };

export function WageringProgress({ r }: { r: WageringRequirement }) {
  useSignals();
  const symbol = wallet.value?.currencySymbol ?? site.value?.currencySymbol ?? '';
  const text = progressText(r, language.value, symbol, t);
  const pct = progressPercent(r);
  return (
    <div data-testid="wagering" data-state={r.state}>
      <p className="wallet-note">
        <strong dir="auto">{r.title}</strong>
      </p>
      {r.state === 'open' && (
        <div
          role="progressbar"
          aria-label={t('wagering.bar', { title: r.title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={text}
          style={TRACK}
        >
          <span style={{ ...FILL, width: `${pct}%` }} />
        </div>
      )}
      <p className="wallet-note" data-testid="wagering-text">
        {text}
      </p>
    </div>
  );
}
