// Forgotten password (SPEC §2.1): the mobile number on the account, a code sent to it,
// and a new password; then log in with it. No number on the account: customer service.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { allErrors, checkConfirm, LIMITS, type FieldCheck } from '../../rules/validation';
import { registrationSettings, resetPassword } from '../../state/auth';
import { t } from '../../state/i18n';
import { toggleChat } from '../../state/menus';
import { toast } from '../../state/toasts';
import { Field, FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { MobileField, mobileChecker, mobileProblem, SmsCodeField } from './Verification';
import { PATHS } from '../../routes';
import { useResource } from '../../state/use-resource';

type F = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';
const CHECKS: FieldCheck<F>[] = [
  { field: 'mobileNum', rule: 'mobileNum', required: true },
  { field: 'verificationCode', rule: 'verificationCode', required: true },
  { field: 'newPassword', rule: 'password', required: true },
];
const ORDER: readonly F[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];

function validate(v: Record<F, string>) {
  const errors = allErrors(CHECKS, v);
  const confirm = checkConfirm(v.newPassword, v.confirmPassword);
  return confirm ? { ...errors, confirmPassword: confirm } : errors;
}

export default function ForgetPage() {
  useSignals();
  const [, navigate] = useLocation();
  const settings = useResource(registrationSettings, [], { reuse: true }).data.value;
  const [picked, setPicked] = useState<string | null>(null);
  const code = picked ?? settings?.defaultCountryCode ?? '55';
  const form = useForm<F>(
    { mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    { validate, order: () => ORDER },
  );
  const { busy, error, submit } = useSubmit({ form, rename: { confirmNewPassword: 'confirmPassword' } });
  const checkMobile = mobileChecker(form, 'mobileNum', (v) => mobileProblem(v));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    void submit(async () => {
      await resetPassword({
        mobileNum: v.mobileNum,
        countryDialingCode: code,
        verificationCode: v.verificationCode.trim(),
        newPassword: v.newPassword,
      });
      toast.success(t('auth.forget.done'), 2000);
      navigate(PATHS.login, { replace: true });
    });
  };

  return (
    <section className="auth" aria-labelledby="auth-title">
      <h2 id="auth-title" className="auth-title">
        {t('auth.forget.heading')}
      </h2>
      <p className="auth-sub">{t('auth.forget.intro')}</p>
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
          purpose="reset"
          mobile={form.values.mobileNum}
          countryCode={code}
          checkMobile={checkMobile}
          required
        />
        <Field
          field={form.bind('newPassword')}
          label={t('auth.field.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.password}
          required
          hint={t('auth.hint.password')}
        />
        <Field
          field={form.bind('confirmPassword')}
          label={t('auth.field.confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.password}
          required
        />
        <FormError messageKey={error} />
        <Submit busy={busy}>{t('auth.forget.submit')}</Submit>
      </form>
      <p className="auth-sub">
        {t('auth.forget.noMobile')}{' '}
        <button type="button" className="link link-inline" onClick={toggleChat}>
          {t('auth.forget.contact')}
        </button>
      </p>
    </section>
  );
}
