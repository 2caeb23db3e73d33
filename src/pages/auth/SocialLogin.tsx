// Facebook and Google buttons (SPEC §2.5/§2.6), each only when its switch is on. A tap goes to
// the provider's consent page (src/state/social-login.ts); on the login page (`onDone`), the
// provider's answer is finished here: signed in, or a message that says why not, with the
// rest of the page as it was.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { LoginValue, SocialProvider } from '../../api/endpoints';
import { PATHS } from '../../routes';
import { t } from '../../state/i18n';
import { errorKey } from '../../state/resource';
import { flag } from '../../state/site';
import { finishSocialLogin, startSocialLogin, takeSocialAnswer } from '../../state/social-login';
import { FormError } from '../../ui/form/Submit';

export function SocialLogin({ onDone }: { onDone?: (v: LoginValue, from: string | null) => void }) {
  useSignals();
  const search = useSearch();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!onDone) return;
    const answer = takeSocialAnswer(new URLSearchParams(search));
    if (answer.kind === 'none') return;
    // The code and state leave the address bar (and the history) at once: they are single use.
    history.replaceState(
      history.state,
      '',
      answer.from ? `${PATHS.login}?from=${encodeURIComponent(answer.from)}` : PATHS.login,
    );
    if (answer.kind === 'refused') return setError('auth.social.refused');
    if (answer.kind === 'invalid') return setError('auth.social.badState');
    setBusy(true);
    finishSocialLogin(answer.code, answer.state, answer.verifier).then(
      (v) => onDone(v, answer.from),
      (e: unknown) => {
        setBusy(false);
        setError(errorKey(e));
      },
    );
    // Read once, when the page opens with the provider's answer.
  }, []);
  const providers: { id: SocialProvider; on: boolean; label: string }[] = [
    { id: 'facebook' as const, on: flag('FACEBOOKLOGIN3'), label: t('auth.social.facebook') },
    { id: 'google' as const, on: flag('GOOGLELOGIN3'), label: t('auth.social.google') },
  ].filter((p) => p.on);
  if (!providers.length && !error) return null;
  const go = (p: SocialProvider) => {
    setError(null);
    setBusy(true);
    startSocialLogin(p, new URLSearchParams(search).get('from')).catch((e: unknown) => {
      setBusy(false);
      setError(errorKey(e));
    });
  };
  return (
    <div className="auth-social" role="group" aria-label={t('auth.social.title')} aria-busy={busy}>
      <p className="auth-or">
        <span>{t('auth.social.title')}</span>
      </p>
      <FormError messageKey={error} />
      {busy && <p className="auth-note">{t('auth.social.signingIn')}</p>}
      {providers.map((p) => (
        <button
          key={p.id}
          type="button"
          className={`btn btn-ghost btn-block social-${p.id}`}
          disabled={busy}
          onClick={() => go(p.id)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
