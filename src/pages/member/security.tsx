// Security settings (SPEC §7 Member settings): the security question, the payment-password
// reset with its answer (the reference server has no SMS reset: the question is the one
// way back, see README), and the withdrawal-password check. Forms keep what was typed when
// the server refuses; answers compare without case or extra spaces.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { MemberProfile } from '../../api/types';
import { checkPaymentResetForm, checkSecurityForm, SECURITY_QUESTIONS } from '../../rules/member-settings';
import { checkPaymentPassword } from '../../rules/wallet';
import { resetPaymentPassword, saveSecurityQuestion, verifyPaymentPassword } from '../../state/money';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Input, Select, SubmitRow, useFields, useSubmit } from './kit';

export function SecurityQuestionForm({ p }: { p: MemberProfile }) {
  useSignals();
  const has = p.securityQuestion !== '';
  const { v, setV, set, errors, validate } = useFields({ question: p.securityQuestion, answer: '', current: '' });
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate(checkSecurityForm(v, has))) return;
    if (
      await run(() =>
        saveSecurityQuestion({ question: v.question, answer: v.answer, ...(has ? { currentAnswer: v.current } : {}) }),
      )
    ) {
      toast.success(t('auth.change.saved'), 2000);
      setV((o) => ({ ...o, answer: '', current: '' }));
    }
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="sq-h">
      <h3 id="sq-h" className="wallet-h">
        {t('member.question.title')}
      </h3>
      {has && (
        <p className="wallet-note" data-testid="question-set">
          {t('member.question.current', { q: t(`member.question.${p.securityQuestion}`) })}
        </p>
      )}
      {has && (
        <Input
          name="currentAnswer"
          label={t('member.question.currentAnswer')}
          value={v.current}
          maxLength={40}
          error={errors.current}
          onChange={set('current')}
        />
      )}
      <Select
        name="question"
        label={t('member.question.label')}
        value={v.question}
        onChange={set('question')}
        error={errors.question}
        options={[
          { value: '', text: t('member.question.choose') },
          ...SECURITY_QUESTIONS.map((q) => ({ value: q, text: t(`member.question.${q}`) })),
        ]}
      />
      <Input
        name="answer"
        label={t('member.question.answer')}
        value={v.answer}
        maxLength={40}
        error={errors.answer}
        hint={t('member.question.hint')}
        onChange={set('answer')}
      />
      <SubmitRow busy={busy} formError={formError} label={t('member.question.save')} />
    </form>
  );
}

export function PaymentResetForm({ p }: { p: MemberProfile }) {
  useSignals();
  const { v, setV, set, errors, validate } = useFields({ answer: '', next: '', confirm: '' });
  const { busy, formError, run } = useSubmit();
  if (p.securityQuestion === '') return <p className="wallet-note">{t('wallet.payPass.resetNeedsQuestion')}</p>;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate(checkPaymentResetForm(v))) return;
    if (await run(() => resetPaymentPassword({ answer: v.answer, newPassword: v.next }))) {
      toast.success(t('wallet.payPass.resetDone'), 2000);
      setV({ answer: '', next: '', confirm: '' });
    }
  };
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('wallet.payPass.reset')}>
      <p className="wallet-note">{t(`member.question.${p.securityQuestion}`)}</p>
      <Input
        name="resetAnswer"
        label={t('member.question.answer')}
        value={v.answer}
        maxLength={40}
        error={errors.answer}
        onChange={set('answer')}
      />
      <Input
        name="resetPaymentPassword"
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
        name="resetConfirm"
        type="password"
        inputMode="numeric"
        maxLength={6}
        label={t('wallet.payPass.confirm')}
        value={v.confirm}
        error={errors.confirm}
        onChange={set('confirm')}
      />
      <SubmitRow busy={busy} formError={formError} label={t('wallet.payPass.reset')} />
    </form>
  );
}

/** Checks a typed payment password against the member's without doing anything else. */
export function PaymentCheckForm() {
  useSignals();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<boolean | null>(null);
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const err = checkPaymentPassword(password);
    setError(err);
    if (err) return;
    await run(async () => setResult(await verifyPaymentPassword(password)));
  };
  return (
    <form className="wallet-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('wallet.payPass.check')}>
      <Input
        name="checkPaymentPassword"
        type="password"
        inputMode="numeric"
        maxLength={6}
        label={t('wallet.payPass.label')}
        value={password}
        error={error}
        onChange={(x) => {
          setPassword(x);
          setResult(null);
        }}
      />
      <p className={result ? 'wallet-check wallet-check-ok' : 'wallet-check'} role="status" data-testid="pay-check">
        {result === null ? '' : t(result ? 'wallet.payPass.checkOk' : 'wallet.payPass.checkWrong')}
      </p>
      <SubmitRow busy={busy} formError={formError} label={t('wallet.payPass.check')} />
    </form>
  );
}
