// Start-up path: the footer menu shows unread badges.
// Unread badge (SPEC §4): hidden without a session or at 0, '99+' above 99.
import { useSignals } from '@preact/signals-react/runtime';
import { badgeText } from '../../rules/badge';
import { tn } from '../../state/i18n';
import { loggedIn } from '../../state/session';

export function Badge({ count }: { count: number }) {
  useSignals();
  const text = badgeText(count, loggedIn.value);
  return text === null ? null : (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the badge sits inside its button, whose name it completes
    <span className="badge" aria-label={tn('badge.unread', count, { count: text })}>
      {text}
    </span>
  );
}
