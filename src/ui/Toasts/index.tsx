// Start-up path: the toast layer is rendered from the first render.
// Renders the toast queue (SPEC §8 kinds). Polite for info, assertive for failures.
import { useSignals } from '@preact/signals-react/runtime';
import { dismiss, toasts } from '../../state/toasts';

export function Toasts() {
  useSignals();
  return (
    <div className="toasts">
      {toasts.value.map((x) => (
        <div
          key={x.id}
          className={`toast toast-${x.kind}`}
          role={x.kind === 'fail' || x.kind === 'offline' ? 'alert' : 'status'}
          onClick={() => x.kind !== 'loading' && dismiss(x.id)}
        >
          {x.kind === 'loading' && <span className="spinner" aria-hidden="true" />}
          {x.text}
        </div>
      ))}
    </div>
  );
}
