// Confirmation dialogs: focus moves into the dialog and back to the opener on close;
// the mask ignores clicks in the first 300 ms (SPEC §9).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { answer, dialogs, maskClick, type OpenDialog } from '../../state/dialogs';

function Dialog({ d }: { d: OpenDialog }) {
  const okRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') answer(d.id, false); };
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('keydown', onKey); opener?.focus?.(); };
  }, [d.id]);
  return (
    <div className="mask" onClick={(e) => { if (e.target === e.currentTarget) maskClick(d.id); }}>
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={`dlg-${d.id}-t`} aria-describedby={`dlg-${d.id}-b`}>
        <h2 id={`dlg-${d.id}-t`}>{d.title}</h2>
        <p id={`dlg-${d.id}-b`}>{d.body}</p>
        <div className="dialog-actions">
          {d.cancel && <button type="button" className="btn btn-ghost" onClick={() => answer(d.id, false)}>{d.cancel}</button>}
          <button ref={okRef} type="button" className="btn btn-primary" onClick={() => answer(d.id, true)}>{d.ok}</button>
        </div>
      </div>
    </div>
  );
}

export function Dialogs() {
  useSignals();
  const top = dialogs.value[dialogs.value.length - 1];
  return top ? <Dialog key={top.id} d={top} /> : null;
}
