// Free play (SPEC §4, §6): a trial account (type 4) with demo money, stored as trialName.
// Anyone already signed in (a trial or a member) goes home instead.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { trialLogin } from '../../state/auth';
import { t } from '../../state/i18n';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { FormError, useSubmit } from '../../ui/form';
import { PATHS } from '../../routes';
import { AuthPage } from './AuthPage';

export default function FreePlayPage() {
  useSignals();
  const [, navigate] = useLocation();
  const { busy, error, submit } = useSubmit();
  const signedIn = session.value !== null;
  useEffect(() => {
    if (signedIn) navigate(PATHS.home, { replace: true });
  }, [signedIn]);
  const start = () =>
    submit(async () => {
      await trialLogin();
      toast.success(t('auth.trial.started'), 2000);
    });
  return (
    <AuthPage className="auth auth-trial" heading={t('auth.trial.heading')} intro={t('auth.trial.intro')}>
      <ul className="auth-points">
        <li>{t('auth.trial.point1')}</li>
        <li>{t('auth.trial.point2')}</li>
        <li>{t('auth.trial.point3')}</li>
      </ul>
      <FormError messageKey={error} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        onClick={() => void start()}
        disabled={busy || signedIn}
        aria-busy={busy}
      >
        {busy && <span className="spinner spinner-on-accent" aria-hidden="true" />}
        {t('auth.trial.start')}
      </button>
      <Link className="btn btn-ghost btn-block" href={PATHS.register}>
        {t('auth.trial.register')}
      </Link>
    </AuthPage>
  );
}
