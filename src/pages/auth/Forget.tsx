// Forgotten password (SPEC §2.1): the mobile number on the account, a code sent to it,
// and a new password; then log in with it. No number on the account: customer service.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { checkMobileField, mobileNational } from '../../rules/phone';
import { newPasswordErrors, type FieldCheck } from '../../rules/validation';
import { resetPassword } from '../../state/auth';
import { t } from '../../state/i18n';
import { toggleChat } from '../../state/menus';
import { toast } from '../../state/toasts';
import { FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { NewPasswordFields } from './AccountFields';
import { AuthPage } from './AuthPage';
import { MobileCodeFields, useDialingCode } from './MobileCode';
import { PATHS } from '../../routes';

type F = 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmPassword';
const CHECKS: FieldCheck<F>[] = [
  { field: 'verificationCode', rule: 'verificationCode', required: true },
  { field: 'newPassword', rule: 'password', required: true },
];
const ORDER: readonly F[] = ['mobileNum', 'verificationCode', 'newPassword', 'confirmPassword'];

export default function ForgetPage() {
  useSignals();
  const [, navigate] = useLocation();
  const dialing = useDialingCode();
  const form = useForm<F>(
    { mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    {
      validate: (v) => {
        // The number by its country's rule, under the dialing code chosen beside it.
        const mobile = checkMobileField(dialing.code, v.mobileNum, true);
        const errors = newPasswordErrors(CHECKS, v);
        return mobile ? { ...errors, mobileNum: mobile } : errors;
      },
      order: () => ORDER,
    },
  );
  const { busy, error, submit } = useSubmit({ form, rename: { confirmNewPassword: 'confirmPassword' } });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    void submit(async () => {
      await resetPassword({
        mobileNum: mobileNational(dialing.code, v.mobileNum) ?? v.mobileNum,
        countryDialingCode: dialing.code,
        verificationCode: v.verificationCode.trim(),
        newPassword: v.newPassword,
      });
      toast.success(t('auth.forget.done'), 2000);
      navigate(PATHS.login, { replace: true });
    });
  };

  return (
    <AuthPage heading={t('auth.forget.heading')} intro={t('auth.forget.intro')}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <MobileCodeFields form={form} dialing={dialing} purpose="reset" />
        <NewPasswordFields password={form.bind('newPassword')} confirm={form.bind('confirmPassword')} />
        <FormError messageKey={error} />
        <Submit busy={busy}>{t('auth.forget.submit')}</Submit>
      </form>
      <p className="auth-sub">
        {t('auth.forget.noMobile')}{' '}
        <button type="button" className="link link-inline" onClick={toggleChat}>
          {t('auth.forget.contact')}
        </button>
      </p>
    </AuthPage>
  );
}
