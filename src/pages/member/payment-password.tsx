// Set or change the 6-digit payment password (SPEC §7 Member settings). Changing it needs
// the current one; what was typed stays when the server refuses.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { checkPaymentPasswordForm } from '../../rules/member-settings';
import { setPaymentPassword } from '../../state/money';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Input, SubmitRow, useFields, useSubmit } from './kit';

export function PaymentPasswordForm({ hasCurrent, onDone }: { hasCurrent: boolean; onDone?: () => void }) {
  useSignals();
  const { v, setV, set, errors, validate } = useFields({ old: '', next: '', confirm: '' });
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate(checkPaymentPasswordForm(v, hasCurrent))) return;
    if (await run(() => setPaymentPassword({ newPassword: v.next, ...(hasCurrent ? { oldPassword: v.old } : {}) }))) {
      toast.success(t('auth.change.saved'), 2000);
      setV({ old: '', next: '', confirm: '' });
      onDone?.();
    }
  };
  return (
    <form
      className="wallet-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('wallet.payPass.setTitle')}
    >
      {hasCurrent && (
        <Input
          name="oldPaymentPassword"
          type="password"
          inputMode="numeric"
          maxLength={6}
          label={t('wallet.payPass.current')}
          value={v.old}
          error={errors.old}
          onChange={set('old')}
        />
      )}
      <Input
        name="newPaymentPassword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        label={t('wallet.payPass.new')}
        value={v.next}
        error={errors.next}
        hint={t('wallet.payPass.hint')}
        onChange={set('next')}
      />
      <Input
        name="confirmPaymentPassword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        label={t('wallet.payPass.confirm')}
        value={v.confirm}
        error={errors.confirm}
        onChange={set('confirm')}
      />
      <SubmitRow busy={busy} formError={formError} label={t('wallet.payPass.save')} />
    </form>
  );
}
