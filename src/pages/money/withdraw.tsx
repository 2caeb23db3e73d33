// Withdraw (/m/withdraw, SPEC §2.1, §7 Withdraw): a payment password first if none is set,
// cash and bonus each with what can be withdrawn now and any open wagering, payout destinations
// (list, add: destinations.tsx), then the withdraw form with its confirmation step
// (withdraw-form.tsx). ?tab=records lists the withdrawals with their report
// (records.tsx); the transactions have their own page (transactions.tsx).
import { useSignals } from '@preact/signals-react/runtime';
import { PATHS } from '../../routes';
import { t } from '../../state/i18n';
import { useBonusWallet } from '../../state/money/use-bonus-wallet';
import { payoutDestinations, withdrawSettings } from '../../state/money/withdraw';
import { useResource } from '../../state/use-resource';
import { BalanceWidget } from '../../ui/BalanceWidget';
import { BonusBox } from '../../ui/Bonus/BonusPanel';
import { Loaded } from '../../ui/Loaded';
import { TabbedSection } from '../../ui/TabbedSection';
import { PaymentPasswordForm } from '../member/payment-password';
import { Destinations } from './destinations';
import { WithdrawRecords } from './records';
import { WithdrawForm } from './withdraw-form';

export default function WithdrawPage() {
  useSignals();
  return (
    <TabbedSection
      titleId="wallet-title"
      title={t('title.withdraw')}
      base={PATHS.withdraw}
      tabs={[
        { id: 'withdraw', text: t('wallet.withdraw.tab'), view: WithdrawLoader },
        { id: 'records', text: t('wallet.withdraw.records'), view: WithdrawRecords },
      ]}
    />
  );
}

function WithdrawLoader() {
  useSignals();
  const settings = useResource(withdrawSettings, []);
  const destinations = useResource(payoutDestinations, []);
  // Cash, bonus and what a withdrawal does to an open bonus; without it (still loading, or it
  // failed) the form works as before on the whole balance, and the server still refuses
  // (BONUS_OPEN) what the page could not say.
  const bonus = useBonusWallet().data.value;
  return (
    <>
      <div className="wallet-box">
        <BalanceWidget />
      </div>
      {bonus && <BonusBox w={bonus} withdrawable />}
      <Loaded of={settings}>
        {(s) =>
          s.hasPaymentPassword ? (
            <Loaded of={destinations}>
              {(list) => (
                <>
                  <Destinations list={list} banks={s.banks} ownCpf={s.ownCpf ?? null} />
                  {list.length > 0 && <WithdrawForm list={list} settings={s} bonus={bonus} />}
                </>
              )}
            </Loaded>
          ) : (
            <div className="wallet-box">
              <h3 className="wallet-h">{t('wallet.payPass.setTitle')}</h3>
              <p className="wallet-note">{t('wallet.payPass.needed')}</p>
              <PaymentPasswordForm hasCurrent={false} />
            </div>
          )
        }
      </Loaded>
    </>
  );
}
