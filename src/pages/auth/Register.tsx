// Registration (SPEC §2.5, §4): tabs for user name and mobile only when both are on, the
// form built from the server's rules (fetched, with a captcha, each time the form opens),
// a link to log in, and social buttons when switched on.
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { readJson } from '../../lib/storage';
import { registrationMethods, type RegisterMethod } from '../../rules/registration';
import { registrationSettings } from '../../state/auth';
import { t } from '../../state/i18n';
import { site } from '../../state/site';
import { Empty } from '../../ui/PageState';
import { AuthPage, MethodTabs } from './AuthPage';
import { isSavedForm, RegisterForm } from './RegisterForm';
import { SocialLogin } from './SocialLogin';
import { PATHS } from '../../routes';
import { useResource } from '../../state/use-resource';
import { NotLoaded } from '../../ui/Loaded';

export default function RegisterPage() {
  useSignals();
  // Asked each time the form opens: the site's rules (and captcha switch) may have changed.
  const loaded = useResource(registrationSettings, []);
  const choice = registrationMethods(site.value?.whitelabel ?? {});
  const [picked, setPicked] = useState<RegisterMethod | null>(
    () => readJson('registerForm', isSavedForm, 'session')?.method ?? null,
  );
  const method = picked && choice.methods.includes(picked) ? picked : choice.initial;
  const settings = loaded.data.value;
  let body: ReactNode;
  if (method === null) body = <Empty text={t('auth.register.closed')} />;
  else if (settings) body = <RegisterForm key={method} method={method} settings={settings} />;
  else body = <NotLoaded of={loaded} />;
  const toLogin = (
    <>
      {t('auth.register.haveAccount')}{' '}
      <Link className="link link-inline" href={PATHS.login}>
        {t('auth.register.toLogin')}
      </Link>
    </>
  );
  return (
    <AuthPage heading={t('auth.register.heading')} intro={toLogin}>
      <MethodTabs<RegisterMethod>
        on={choice.tabs}
        label={t('auth.register.method')}
        current={method}
        onChange={setPicked}
        tabs={[
          { id: 'username', label: t('auth.tab.username') },
          { id: 'mobile', label: t('auth.tab.mobile') },
        ]}
      >
        {body}
      </MethodTabs>
      <SocialLogin />
    </AuthPage>
  );
}
