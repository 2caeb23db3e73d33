// SMS-code login (SPEC §2.6, §4): mobile number with its dialing code (one leading zero
// stripped, at most 20 characters), a code of at most 10 digits, and the send link.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { LoginValue } from '../../api/endpoints';
import { allErrors, stripLeadingZero, type FieldCheck } from '../../rules/validation';
import { login, registrationSettings } from '../../state/auth';
import { t } from '../../state/i18n';
import { FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { MobileField, mobileChecker, mobileProblem, SmsCodeField } from './Verification';
import { useResource } from '../../state/use-resource';

type F = 'mobileNum' | 'verificationCode';
const CHECKS: FieldCheck<F>[] = [
  { field: 'mobileNum', rule: 'loginMobileNum', required: true },
  { field: 'verificationCode', rule: 'verificationCode', required: true },
];

export function SmsLogin({ onDone }: { onDone: (v: LoginValue) => void }) {
  useSignals();
  const settings = useResource(registrationSettings, [], { reuse: true }).data.value;
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked ?? settings?.defaultCountryCode ?? '55';
  const form = useForm<F>(
    { mobileNum: '', verificationCode: '' },
    { validate: (v) => allErrors(CHECKS, v), order: () => CHECKS.map((c) => c.field) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const checkMobile = mobileChecker(form, 'mobileNum', (v) => mobileProblem(v, 'loginMobileNum'));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    void submit(async () => {
      onDone(
        await login({
          type: 'sms',
          mobileNum: stripLeadingZero(v.mobileNum),
          countryDialingCode: code,
          verificationCode: v.verificationCode.trim(),
        }),
      );
    });
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <MobileField
        field={form.bind('mobileNum')}
        codes={settings?.countryCodes ?? [{ code, region: '' }]}
        code={code}
        onCode={setPicked}
        required
      />
      <SmsCodeField
        field={form.bind('verificationCode')}
        purpose="login"
        mobile={form.values.mobileNum}
        countryCode={code}
        checkMobile={checkMobile}
        required
      />
      <FormError messageKey={error} />
      <Submit busy={busy}>{t('auth.login.submit')}</Submit>
    </form>
  );
}
