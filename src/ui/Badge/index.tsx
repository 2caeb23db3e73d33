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
    // An image of its count ("3 unread"): a plain span may not carry a label; inside its button or
    // link, the label completes the control's name.
    <span className="badge" role="img" aria-label={tn('badge.unread', count, { count: text })}>
      {text}
    </span>
  );
}
