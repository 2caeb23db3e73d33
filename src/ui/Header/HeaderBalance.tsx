// Logged-in header: balance with hide and refresh, deposit and withdraw (SPEC §2.2, §2.13).
import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'wouter';
import { t } from '../../state/i18n';
import { BalanceWidget } from '../BalanceWidget';

export function HeaderBalance() {
  useSignals();
  const [, navigate] = useLocation();
  return (
    <div className="hdr-balance">
      <BalanceWidget compact />
      <button type="button" className="btn btn-primary btn-sm" onClick={() => navigate('/m/voucherCenter')}>{t('header.deposit')}</button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => navigate('/m/withdraw')}>{t('header.withdraw')}</button>
    </div>
  );
}
