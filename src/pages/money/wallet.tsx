// Wallet (/m/member/home?view=wallet: a view of the member centre, so the route table and home's
// first view stay as they were): the total with cash and bonus each, the open wagering requirements
// with their progress, and a short history of the closed ones (met, expired, forfeited,
// cancelled); deposit and withdraw from here. The header's balance breakdown links here.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { PATHS } from '../../routes';
import { isRealMember } from '../../rules/roles';
import { session } from '../../state/session';
import { t } from '../../state/i18n';
import { useBonusWallet } from '../../state/money/use-bonus-wallet';
import { BalanceWidget } from '../../ui/BalanceWidget';
import { BonusBox } from '../../ui/Bonus/BonusPanel';
import { Loaded } from '../../ui/Loaded';
import { TitledSection } from '../common/titled-section';

export default function WalletPage() {
  useSignals();
  // Bonus money is real money's: a trial account sees its balance only.
  const real = isRealMember(session.value?.type ?? -1);
  const loaded = useBonusWallet(real);
  return (
    <TitledSection titleId="wallet-title" title={t('title.wallet')}>
      <div className="wallet-box">
        <BalanceWidget />
      </div>
      {real && <Loaded of={loaded}>{(w) => <BonusBox w={w} withdrawable history />}</Loaded>}
      <div className="wallet-box">
        <Link className="btn btn-primary btn-block" href={PATHS.deposit}>
          {t('header.deposit')}
        </Link>
        <Link className="btn btn-ghost btn-block" href={PATHS.withdraw}>
          {t('header.withdraw')}
        </Link>
      </div>
    </TitledSection>
  );
}
