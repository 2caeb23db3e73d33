// SMS-code login (SPEC §2.6, §4): mobile number with its dialing code (one leading zero
// stripped, at most 20 characters), a code of at most 10 digits, and the send link.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import type { LoginValue } from '../../api/endpoints';
import { checkMobileField, mobileNational } from '../../rules/phone';
import { allErrors, type FieldCheck } from '../../rules/validation';
import { login } from '../../state/auth';
import { t } from '../../state/i18n';
import { FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { MobileCodeFields, useDialingCode } from './MobileCode';

type F = 'mobileNum' | 'verificationCode';
const CHECKS: FieldCheck<F>[] = [{ field: 'verificationCode', rule: 'verificationCode', required: true }];
const ORDER: readonly F[] = ['mobileNum', 'verificationCode'];

export function SmsLogin({ onDone }: { onDone: (v: LoginValue) => void }) {
  useSignals();
  const dialing = useDialingCode();
  const form = useForm<F>(
    { mobileNum: '', verificationCode: '' },
    {
      validate: (v) => {
        // The number by its country's rule, under the dialing code chosen beside it.
        const mobile = checkMobileField(dialing.code, v.mobileNum, true);
        const errors = allErrors(CHECKS, v);
        return mobile ? { ...errors, mobileNum: mobile } : errors;
      },
      order: () => ORDER,
    },
  );
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    void submit(async () => {
      onDone(
        await login({
          type: 'sms',
          mobileNum: mobileNational(dialing.code, v.mobileNum) ?? v.mobileNum,
          countryDialingCode: dialing.code,
          verificationCode: v.verificationCode.trim(),
        }),
      );
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <MobileCodeFields form={form} dialing={dialing} purpose="login" />
      <FormError messageKey={error} />
      <Submit busy={busy}>{t('auth.login.submit')}</Submit>
    </form>
  );
}
