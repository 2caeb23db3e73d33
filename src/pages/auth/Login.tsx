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
import { Tabs } from '../../ui/Tabs';
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
  return (
    <section className="auth" aria-labelledby="auth-title">
      <h2 id="auth-title" className="auth-title">
        {t('auth.login.heading')}
      </h2>
      {smsOn && (
        <Tabs<Method>
          label={t('auth.login.method')}
          panel="auth-panel"
          current={current}
          onChange={setMethod}
          tabs={[
            { id: 'username', label: t('auth.tab.password') },
            { id: 'sms', label: t('auth.tab.sms') },
          ]}
        />
      )}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only together with role="tabpanel" */}
      <div id="auth-panel" role={smsOn ? 'tabpanel' : undefined} aria-labelledby={smsOn ? `tab-${current}` : undefined}>
        {current === 'username' ? <PasswordLogin onDone={done} /> : <SmsLogin onDone={done} />}
      </div>
      <div className="auth-links">
        <Link className="link" href={PATHS.forget}>
          {t('auth.forgot')}
        </Link>
        <Link className="link" href={PATHS.register}>
          {t('auth.signUp')}
        </Link>
      </div>
      <Link className="btn btn-ghost btn-block" href={PATHS.trial}>
        {t('auth.freePlay')}
      </Link>
      <SocialLogin />
    </section>
  );
}
