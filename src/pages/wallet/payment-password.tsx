// Set or change the 6-digit payment password (SPEC §7 Member settings). Changing it needs
// the current one; what was typed stays when the server refuses.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { checkPaymentPassword } from '../../rules/wallet';
import { setPaymentPassword } from '../../state/money';
import { errorKey } from '../../state/resource';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Input } from './kit';

export function PaymentPasswordForm({ hasCurrent, onDone }: { hasCurrent: boolean; onDone?: () => void }) {
  useSignals();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string | null; next?: string | null; confirm?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const v = {
      old: hasCurrent ? checkPaymentPassword(old) : null,
      next: checkPaymentPassword(next),
      confirm: next === confirm ? null : 'validation.confirmMismatch',
    };
    setErrors(v);
    if (v.old || v.next || v.confirm) return;
    setBusy(true);
    setFormError(null);
    try {
      await setPaymentPassword({ newPassword: next, ...(hasCurrent ? { oldPassword: old } : {}) });
      toast.success(t('auth.change.saved'), 2000);
      setOld(''); setNext(''); setConfirm('');
      onDone?.();
    } catch (err) {
      setFormError(errorKey(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('wallet.payPass.setTitle')}>
      {hasCurrent && <Input name="oldPaymentPassword" type="password" inputMode="numeric" maxLength={6} label={t('wallet.payPass.current')} value={old} error={errors.old} onChange={setOld} />}
      <Input name="newPaymentPassword" type="password" inputMode="numeric" maxLength={6} label={t('wallet.payPass.new')} value={next} error={errors.next}
        hint={t('wallet.payPass.hint')} onChange={setNext} />
      <Input name="confirmPaymentPassword" type="password" inputMode="numeric" maxLength={6} label={t('wallet.payPass.confirm')} value={confirm} error={errors.confirm} onChange={setConfirm} />
      <p className="form-error" role="alert">{formError ? t(formError) : ''}</p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>{t('wallet.payPass.save')}</button>
    </form>
  );
}
