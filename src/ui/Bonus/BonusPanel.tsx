// The member's two balances and their open wagering requirements in one box (the wallet, deposit
// and withdraw pages), optionally with the closed ones as a short history (the wallet page).
// A member with nothing open sees the balances only: no empty progress, no bonus words.
import { useSignals } from '@preact/signals-react/runtime';
import type { BonusWallet } from '../../api/types';
import { closedRequirements, openRequirements } from '../../rules/wagering';
import { t } from '../../state/i18n';
import { useBonusWallet } from '../../state/money/use-bonus-wallet';
import { Balances } from './Balances';
import { WageringProgress } from './WageringProgress';

export function BonusBox({
  w,
  withdrawable = false,
  history = false,
}: {
  w: BonusWallet;
  withdrawable?: boolean;
  history?: boolean;
}) {
  useSignals();
  const open = openRequirements(w);
  const closed = history ? closedRequirements(w) : [];
  return (
    <section className="wallet-box" aria-label={t('wallet.balances')} data-testid="bonus-box">
      <Balances w={w} withdrawable={withdrawable} />
      {open.length > 0 && (
        <section aria-labelledby="wagering-h">
          <h3 id="wagering-h" className="wallet-h">
            {t('wagering.title')}
          </h3>
          {open.map((r) => (
            <WageringProgress key={r.id} r={r} />
          ))}
        </section>
      )}
      {closed.length > 0 && (
        <section aria-labelledby="wagering-history-h" data-testid="wagering-history">
          <h3 id="wagering-history-h" className="wallet-h">
            {t('wagering.history')}
          </h3>
          {closed.map((r) => (
            <WageringProgress key={r.id} r={r} />
          ))}
        </section>
      )}
    </section>
  );
}

/** Loads the bonus wallet where it shows; while it loads or when it fails, nothing (the page's own balance stays). */
export function BonusPanel({ history = false }: { history?: boolean }) {
  useSignals();
  const loaded = useBonusWallet();
  const w = loaded.data.value;
  return w ? <BonusBox w={w} history={history} /> : null;
}
