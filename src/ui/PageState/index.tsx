// Start-up path: the first render's loading and error states.
// Loading, empty and error states shared by every page: one look, one accessible pattern.
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { t } from '../../state/i18n';

export function Loading({ label }: { label?: string }) {
  useSignals();
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  useSignals();
  return (
    <div className="state state-empty" role="status">
      {text ?? t('common.noData')}
    </div>
  );
}

export function ErrorState({ messageKey, onRetry }: { messageKey: string; onRetry?: () => void }) {
  useSignals();
  // Recovery: when the network comes back, a failure that can be retried is retried by itself.
  useEffect(() => {
    if (!onRetry) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="state state-error" role="alert">
      <p>{t(messageKey)}</p>
      {onRetry && (
        <button type="button" className="btn btn-ghost" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
