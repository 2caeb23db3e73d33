// What a refused login offers besides its message: an account held back by failed logins
// links to the unlock page (security answer) with the name typed; a self-excluded account
// says when it may log in again (or that it never may: permanent).
import { useSignals } from '@preact/signals-react/runtime';
import { Link, useSearch } from 'wouter';
import { formatDate } from '../../lib/dates';
import { PATHS } from '../../routes';
import { language, t } from '../../state/i18n';

export type LoginRefusal = { kind: 'held' } | { kind: 'excluded'; until: string | null };

/** Server codes: ACCOUNT_DELAYED / ACCOUNT_LOCKED (failed logins), SELF_EXCLUDED (value.until). */
export function loginRefusal(code: string, value: unknown): LoginRefusal | null {
  if (code === 'ACCOUNT_DELAYED' || code === 'ACCOUNT_LOCKED') return { kind: 'held' };
  if (code !== 'SELF_EXCLUDED') return null;
  const until = (value as { until?: unknown } | null)?.until;
  return { kind: 'excluded', until: typeof until === 'string' ? until : null };
}

export function RefusalHelp({ refusal, username }: { refusal: LoginRefusal; username: string }) {
  useSignals();
  const from = new URLSearchParams(useSearch()).get('from');
  if (refusal.kind === 'excluded')
    return (
      <p className="auth-note" data-testid="exclusion-end">
        {refusal.until
          ? t('responsible.exclusion.until', { date: formatDate(refusal.until, language.value, true) })
          : t('responsible.exclusion.forever')}
      </p>
    );
  const q = new URLSearchParams({ ...(username ? { u: username } : {}), ...(from ? { from } : {}) }).toString();
  return (
    <p className="auth-note">
      <Link className="link link-inline" href={q ? `${PATHS.unlock}?${q}` : PATHS.unlock}>
        {t('auth.unlock.offer')}
      </Link>
    </p>
  );
}
