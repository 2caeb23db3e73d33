// Login (SPEC §2.6, §4): user name + password, or SMS code when MOBILEVERCODELOGIN3 is
// on; forgotten password, sign up, free play, and social buttons when switched on.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { LoginValue } from '../../api/endpoints';
import { afterLoginPath } from '../../rules/auth';
import { preloadCrypto } from '../../state/auth';
import { t } from '../../state/i18n';
import { flag } from '../../state/site';
import { AuthLinks, AuthPage, MethodTabs } from './AuthPage';
import { PasswordLogin } from './LoginPassword';
import { SmsLogin } from './LoginSms';
import { SocialLogin } from './SocialLogin';
import { PATHS } from '../../routes';

type Method = 'username' | 'sms';

export default function LoginPage() {
  useSignals();
  const [, navigate] = useLocation();
  const from = new URLSearchParams(useSearch()).get('from');
  const smsOn = flag('MOBILEVERCODELOGIN3');
  const [method, setMethod] = useState<Method>('username');
  useEffect(preloadCrypto, []);
  // SPEC §4: the session is stored by the action; a first login (or an expired password, SPEC
  // §2.1) changes its password first.
  const done = (v: LoginValue) =>
    navigate(afterLoginPath(v.firstTimeLogin || v.passwordExpired === true, from), { replace: true });
  const current = smsOn ? method : 'username';
  const tabs = [
    { id: 'username', label: t('auth.tab.password') },
    { id: 'sms', label: t('auth.tab.sms') },
  ] as const;
  return (
    <AuthPage heading={t('auth.login.heading')}>
      <MethodTabs<Method> on={smsOn} label={t('auth.login.method')} current={current} onChange={setMethod} tabs={tabs}>
        {current === 'username' ? <PasswordLogin onDone={done} /> : <SmsLogin onDone={done} />}
      </MethodTabs>
      <AuthLinks href={PATHS.register} text={t('auth.signUp')} />
      <Link className="btn btn-ghost btn-block" href={PATHS.trial}>
        {t('auth.freePlay')}
      </Link>
      <SocialLogin
        onDone={(v, returnTo) => navigate(afterLoginPath(v.passwordExpired === true, returnTo), { replace: true })}
      />
    </AuthPage>
  );
}
