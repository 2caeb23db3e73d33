// Confirmation dialogs: focus moves into the dialog and back to the opener on close;
// the mask ignores clicks in the first 300 ms (SPEC §9).
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { useDialogFocus } from '../useDialogFocus';
import { answer, dialogs, maskClick, type OpenDialog } from '../../state/dialogs';

function Dialog({ d }: { d: OpenDialog }) {
  const box = useRef<HTMLDivElement>(null);
  // The OK button takes focus first (the dialog's own element order puts Cancel before it).
  useDialogFocus(box, () => answer(d.id, false), '.btn-primary');
  // Before the first paint, the 300 ms mask guard starts again: it counts from when the dialog
  // can be seen. This layer's code loads on the first confirmation, and on a slow phone that
  // takes longer than the guard: counted from the request, the guard was over before the
  // player saw anything, and the tap that opened the dialog could close it.
  // Once per dialog (its id), not per render of a fresh copy of it.
  useLayoutEffect(() => {
    d.openedAt = performance.now();
  }, [d.id]);
  return (
    <div
      className="mask"
      onClick={(e) => {
        if (e.target === e.currentTarget) maskClick(d.id);
      }}
    >
      <div
        ref={box}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`dlg-${d.id}-t`}
        aria-describedby={`dlg-${d.id}-b`}
      >
        <h2 id={`dlg-${d.id}-t`}>{d.title}</h2>
        <p id={`dlg-${d.id}-b`}>{d.body}</p>
        <div className="dialog-actions">
          {d.cancel && (
            <button type="button" className="btn btn-ghost" onClick={() => answer(d.id, false)}>
              {d.cancel}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={() => answer(d.id, true)}>
            {d.ok}
          </button>
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
