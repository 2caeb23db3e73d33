// Member settings (SPEC §7 Member settings): head icon, nickname, e-mail and payee name
// (validated, what was typed kept on failure), password (the accounts change-password page),
// payment password (set or change, reset with the security question, check), bank cards
// (the withdraw page), security question; and the app's version (full or light) for this phone.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import type { MemberProfile } from '../../api/types';
import { checkProfile } from '../../rules/wallet';
import { profile, saveProfile } from '../../state/member/profile';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';
import { Field, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { Loaded } from '../../ui/Loaded';
import { BuildSettingForm } from './build-setting';
import { HeadIconForm } from './head-icon';
import { PaymentPasswordForm } from './payment-password';
import { IdentityStatusBox, PaymentCheckForm, PaymentResetForm, SecurityQuestionForm } from './security';
import { PATHS } from '../../routes';
import { BoxForm } from '../common/box-form';
import { TitledSection } from '../common/titled-section';

export default function SettingsView() {
  const p = useResource(profile, [], { reuse: true });
  return <Loaded of={p}>{(x) => <Settings p={x} />}</Loaded>;
}

function Settings({ p }: { p: MemberProfile }) {
  useSignals();
  return (
    <TitledSection titleId="settings-title" title={t('member.settings')}>
      <HeadIconForm current={p.headIcon} />
      <ProfileForm p={p} />
      {p.identity && <IdentityStatusBox identity={p.identity} />}
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
        <h3 className="wallet-h">{t('payout.title')}</h3>
        <Link href={PATHS.withdraw} className="btn btn-ghost btn-block">
          {t('member.cards.manage')}
        </Link>
      </div>
      <BuildSettingForm />
      <Link href={PATHS.member} className="btn btn-ghost btn-block">
        {t('common.back')}
      </Link>
    </TitledSection>
  );
}

function ProfileForm({ p }: { p: MemberProfile }) {
  useSignals();
  const form = useForm({ nickname: p.nickname, email: p.email, payeeName: p.payeeName }, { validate: checkProfile });
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await submit(() =>
      saveProfile({
        nickname: v.nickname.trim(),
        email: v.email.trim(),
        ...(v.payeeName.trim() ? { payeeName: v.payeeName.trim() } : {}),
      }),
    );
    if (saved) toast.success(t('auth.change.saved'), 2000);
  };
  return (
    <BoxForm headingId="profile-h" title={t('member.profile')} onSubmit={onSubmit}>
      <Field field={form.bind('nickname')} label={t('auth.field.nickname')} maxLength={20} />
      <Field
        field={form.bind('email')}
        type="email"
        label={t('auth.field.email')}
        maxLength={255}
        autoComplete="email"
      />
      <Field field={form.bind('payeeName')} label={t('auth.field.payeeName')} maxLength={60} autoComplete="name" />
      <SubmitRow busy={busy} error={error} label={t('member.save')} />
    </BoxForm>
  );
}
