// A deposit's or withdrawal's status as a labelled badge (text and colour, never colour alone).
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../state/i18n';

export function StatusBadge({ status }: { status: string }) {
  useSignals();
  return (
    <span className={`wallet-status wallet-status-${status}`} data-status={status}>
      {t(`wallet.status.${status}`)}
    </span>
  );
}
