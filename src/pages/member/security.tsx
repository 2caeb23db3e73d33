// Security settings (SPEC §7 Member settings): the identity check where the site keeps one
// (status, and the operator's reason for a refusal), the security question, the payment-password reset
// with its answer (the reference server has no SMS reset: the question is the one way back, see
// README), and the withdrawal-password check. Forms keep what was typed when the server refuses;
// answers compare without case or extra spaces.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { MemberIdentityStatus, MemberProfile } from '../../api/types';
import { checkPaymentResetForm, checkSecurityForm, SECURITY_QUESTIONS } from '../../rules/member-settings';
import { checkPaymentPassword } from '../../rules/wallet';
import { t } from '../../state/i18n';
import { resetPaymentPassword, saveSecurityQuestion, verifyPaymentPassword } from '../../state/member/profile';
import { toast } from '../../state/toasts';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { BoxForm } from '../common/box-form';
import { PIN } from '../common/pin';

const IDENTITY_TEXT = {
  unverified: 'member.identity.unverified',
  verified: 'member.identity.verified',
  refused: 'member.identity.refused',
} as const;

/** Whether the operator has checked the identity given at registration, and why a refusal was made. */
export function IdentityStatusBox({ identity }: { identity: MemberIdentityStatus }) {
  useSignals();
  return (
    <section className="wallet-box" aria-labelledby="identity-h" data-testid="identity-status">
      <h3 id="identity-h" className="wallet-h">
        {t('member.identity.title')}
      </h3>
      <p className="wallet-note">{t(IDENTITY_TEXT[identity.status])}</p>
      {identity.reason !== null && (
        <p className="wallet-note">{t('member.identity.reason', { reason: identity.reason })}</p>
      )}
    </section>
  );
}

export function SecurityQuestionForm({ p }: { p: MemberProfile }) {
  useSignals();
  const has = p.securityQuestion !== '';
  const form = useForm(
    { current: '', question: p.securityQuestion, answer: '' },
    { validate: (v) => checkSecurityForm(v, has) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await submit(() =>
      saveSecurityQuestion({ question: v.question, answer: v.answer, ...(has ? { currentAnswer: v.current } : {}) }),
    );
    if (saved) {
      toast.success(t('auth.change.saved'), 2000);
      form.reset({ answer: '', current: '' });
    }
  };
  return (
    <BoxForm headingId="sq-h" title={t('member.question.title')} onSubmit={onSubmit}>
      {has && (
        <p className="wallet-note" data-testid="question-set">
          {t('member.question.current', { q: t(`member.question.${p.securityQuestion}`) })}
        </p>
      )}
      {has && <Field field={form.bind('current')} label={t('member.question.currentAnswer')} maxLength={40} />}
      <SelectField
        field={form.bind('question')}
        label={t('member.question.label')}
        options={[
          { value: '', text: t('member.question.choose') },
          ...SECURITY_QUESTIONS.map((q) => ({ value: q, text: t(`member.question.${q}`) })),
        ]}
      />
      <Field
        field={form.bind('answer')}
        label={t('member.question.answer')}
        maxLength={40}
        hint={t('member.question.hint')}
      />
      <SubmitRow busy={busy} error={error} label={t('member.question.save')} />
    </BoxForm>
  );
}

export function PaymentResetForm({ p }: { p: MemberProfile }) {
  useSignals();
  const form = useForm({ answer: '', next: '', confirm: '' }, { validate: checkPaymentResetForm });
  const { busy, error, submit } = useSubmit({ form });
  if (p.securityQuestion === '') return <p className="wallet-note">{t('wallet.payPass.resetNeedsQuestion')}</p>;
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await submit(() => resetPaymentPassword({ answer: v.answer, newPassword: v.next }))) {
      toast.success(t('wallet.payPass.resetDone'), 2000);
      form.reset({ answer: '', next: '', confirm: '' });
    }
  };
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('wallet.payPass.reset')}>
      <p className="wallet-note">{t(`member.question.${p.securityQuestion}`)}</p>
      <Field field={form.bind('answer')} label={t('member.question.answer')} maxLength={40} />
      <Field {...PIN} field={form.bind('next')} label={t('wallet.payPass.new')} hint={t('wallet.payPass.hint')} />
      <Field {...PIN} field={form.bind('confirm')} label={t('wallet.payPass.confirm')} />
      <SubmitRow busy={busy} error={error} label={t('wallet.payPass.reset')} />
    </form>
  );
}

/** Checks a typed payment password against the member's without doing anything else. */
export function PaymentCheckForm() {
  useSignals();
  const form = useForm({ password: '' }, { validate: (v) => ({ password: checkPaymentPassword(v.password) }) });
  const [result, setResult] = useState<boolean | null>(null);
  const { busy, error, submit } = useSubmit({ form });
  const field = form.bind('password');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    void submit(async () => setResult(await verifyPaymentPassword(form.values.password)));
  };
  return (
    <form className="wallet-form" noValidate onSubmit={onSubmit} aria-label={t('wallet.payPass.check')}>
      <Field
        {...PIN}
        field={{
          ...field,
          onChange: (x) => {
            field.onChange(x);
            setResult(null);
          },
        }}
        label={t('wallet.payPass.label')}
      />
      <p className={result ? 'wallet-check wallet-check-ok' : 'wallet-check'} role="status" data-testid="pay-check">
        {result === null ? '' : t(result ? 'wallet.payPass.checkOk' : 'wallet.payPass.checkWrong')}
      </p>
      <SubmitRow busy={busy} error={error} label={t('wallet.payPass.check')} />
    </form>
  );
}
