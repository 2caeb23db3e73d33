// Wallet (/m/member/wallet): the total with cash and bonus each, the open wagering requirements
// with their progress, and a short history of the closed ones (met, expired, forfeited,
// cancelled); deposit and withdraw from here. The header's balance breakdown links here.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { PATHS } from '../../routes';
import { language, t } from '../../state/i18n';
import { bonusWallet } from '../../state/money/bonus';
import { useResource } from '../../state/use-resource';
import { BalanceWidget } from '../../ui/BalanceWidget';
import { BonusBox } from '../../ui/Bonus/BonusPanel';
import { Loaded } from '../../ui/Loaded';
import { TitledSection } from '../common/titled-section';

export default function WalletPage() {
  useSignals();
  const loaded = useResource(bonusWallet, [language.value]);
  return (
    <TitledSection titleId="wallet-title" title={t('title.wallet')}>
      <div className="wallet-box">
        <BalanceWidget />
      </div>
      <Loaded of={loaded}>{(w) => <BonusBox w={w} withdrawable history />}</Loaded>
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
