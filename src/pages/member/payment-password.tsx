// Set or change the 6-digit payment password (SPEC §7 Member settings). Changing it needs the
// current one; what was typed stays when the server refuses.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { checkPaymentPasswordForm } from '../../rules/member-settings';
import { t } from '../../state/i18n';
import { setPaymentPassword } from '../../state/member/profile';
import { toast } from '../../state/toasts';
import { Field, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { PIN } from '../common/pin';

export function PaymentPasswordForm({ hasCurrent, onDone }: { hasCurrent: boolean; onDone?: () => void }) {
  useSignals();
  const form = useForm(
    { old: '', next: '', confirm: '' },
    { validate: (v) => checkPaymentPasswordForm(v, hasCurrent) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (
      await submit(() => setPaymentPassword({ newPassword: v.next, ...(hasCurrent ? { oldPassword: v.old } : {}) }))
    ) {
      toast.success(t('auth.change.saved'), 2000);
      form.reset({ old: '', next: '', confirm: '' });
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
      {hasCurrent && <Field {...PIN} field={form.bind('old')} label={t('wallet.payPass.current')} />}
      <Field {...PIN} field={form.bind('next')} label={t('wallet.payPass.new')} hint={t('wallet.payPass.hint')} />
      <Field {...PIN} field={form.bind('confirm')} label={t('wallet.payPass.confirm')} />
      <SubmitRow busy={busy} error={error} label={t('wallet.payPass.save')} />
    </form>
  );
}
