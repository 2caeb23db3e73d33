// Member settings (SPEC §7 Member settings): head icon, nickname, e-mail and payee name
// (validated, what was typed kept on failure), password (the accounts change-password page),
// payment password (set or change, reset with the security question, check), bank cards
// (the withdraw page), security question.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import type { MemberProfile } from '../../api/types';
import { checkProfile } from '../../rules/wallet';
import { profile, saveProfile } from '../../state/money';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { useResources } from '../../state/use-resources';
import { ErrorState, Loading } from '../../ui/PageState';
import { HeadIconForm } from './head-icon';
import { Input, SubmitRow, useFields, useSubmit } from './kit';
import { PaymentPasswordForm } from './payment-password';
import { PaymentCheckForm, PaymentResetForm, SecurityQuestionForm } from './security';
import { PATHS } from '../../routes';

export default function SettingsView() {
  useSignals();
  useResources([profile], { reuse: true });
  const p = profile.data.value;
  if (profile.error.value && !p)
    return <ErrorState messageKey={profile.error.value} onRetry={() => void profile.load()} />;
  if (!p) return <Loading />;
  return (
    <section className="wallet" aria-labelledby="settings-title">
      <h2 id="settings-title" className="wallet-title">
        {t('member.settings')}
      </h2>
      <HeadIconForm current={p.headIcon} />
      <ProfileForm p={p} />
      <div className="wallet-box">
        <h3 className="wallet-h">{t('auth.change.heading')}</h3>
        <Link href={PATHS.changePassword} className="btn btn-ghost btn-block">
          {t('auth.change.heading')}
        </Link>
      </div>
      <div className="wallet-box">
        <h3 className="wallet-h">{t('wallet.payPass.setTitle')}</h3>
        <PaymentPasswordForm hasCurrent={p.hasPaymentPassword} />
      </div>
      <SecurityQuestionForm p={p} />
      {p.hasPaymentPassword && (
        <>
          <div className="wallet-box">
            <h3 className="wallet-h">{t('wallet.payPass.reset')}</h3>
            <PaymentResetForm p={p} />
          </div>
          <div className="wallet-box">
            <h3 className="wallet-h">{t('wallet.payPass.check')}</h3>
            <PaymentCheckForm />
          </div>
        </>
      )}
      <div className="wallet-box">
        <h3 className="wallet-h">{t('wallet.cards')}</h3>
        <Link href={PATHS.withdraw} className="btn btn-ghost btn-block">
          {t('member.cards.manage')}
        </Link>
      </div>
      <Link href={PATHS.member} className="btn btn-ghost btn-block">
        {t('common.back')}
      </Link>
    </section>
  );
}

function ProfileForm({ p }: { p: MemberProfile }) {
  useSignals();
  const { v, set, errors, validate } = useFields({ nickname: p.nickname, email: p.email, payeeName: p.payeeName });
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validate(checkProfile(v))) return;
    const saved = await run(() =>
      saveProfile({
        nickname: v.nickname.trim(),
        email: v.email.trim(),
        ...(v.payeeName.trim() ? { payeeName: v.payeeName.trim() } : {}),
      }),
    );
    if (saved) toast.success(t('auth.change.saved'), 2000);
  };
  return (
    <form className="wallet-form wallet-box" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="profile-h">
      <h3 id="profile-h" className="wallet-h">
        {t('member.profile')}
      </h3>
      <Input
        name="nickname"
        label={t('auth.field.nickname')}
        value={v.nickname}
        maxLength={20}
        error={errors.nickname}
        onChange={set('nickname')}
      />
      <Input
        name="email"
        type="email"
        label={t('auth.field.email')}
        value={v.email}
        maxLength={255}
        error={errors.email}
        autoComplete="email"
        onChange={set('email')}
      />
      <Input
        name="payeeName"
        label={t('auth.field.payeeName')}
        value={v.payeeName}
        maxLength={60}
        error={errors.payeeName}
        autoComplete="name"
        onChange={set('payeeName')}
      />
      <SubmitRow busy={busy} formError={formError} label={t('member.save')} />
    </form>
  );
}
