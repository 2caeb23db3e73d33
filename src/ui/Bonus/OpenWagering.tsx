// The member centre's line on bonus money: each open wagering requirement's progress, with a link
// to the wallet page. Nothing at all for a member with none open (or while it loads, or if it fails).
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { PATHS } from '../../routes';
import { openRequirements } from '../../rules/wagering';
import { t } from '../../state/i18n';
import { useBonusWallet } from '../../state/money/use-bonus-wallet';
import { WageringProgress } from './WageringProgress';

export function OpenWagering() {
  useSignals();
  const loaded = useBonusWallet();
  const open = loaded.data.value ? openRequirements(loaded.data.value) : [];
  if (open.length === 0) return null;
  return (
    <section className="wallet-box" aria-labelledby="member-wagering-h" data-testid="member-wagering">
      <h3 id="member-wagering-h" className="wallet-h">
        {t('wagering.title')}
      </h3>
      {open.map((r) => (
        <WageringProgress key={r.id} r={r} />
      ))}
      <Link className="btn btn-ghost btn-block" href={`${PATHS.member}?view=wallet`}>
        {t('wagering.see')}
      </Link>
    </section>
  );
}
