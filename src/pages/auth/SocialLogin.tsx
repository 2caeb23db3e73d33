// Facebook and Google buttons (SPEC §2.5/§2.6), each only when its switch is on. The
// reference server has no OAuth provider, so a tap says the option is not available yet.
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../state/i18n';
import { flag } from '../../state/site';
import { toast } from '../../state/toasts';

export function SocialLogin() {
  useSignals();
  const providers = [
    { id: 'facebook', on: flag('FACEBOOKLOGIN3'), label: t('auth.social.facebook') },
    { id: 'google', on: flag('GOOGLELOGIN3'), label: t('auth.social.google') },
  ].filter((p) => p.on);
  if (!providers.length) return null;
  return (
    <div className="auth-social" role="group" aria-label={t('auth.social.title')}>
      <p className="auth-or">
        <span>{t('auth.social.title')}</span>
      </p>
      {providers.map((p) => (
        <button
          key={p.id}
          type="button"
          className={`btn btn-ghost btn-block social-${p.id}`}
          onClick={() => toast.info(t('auth.social.unavailable'), 2000)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
