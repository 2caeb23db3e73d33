// Start-up path: the dialog layer is rendered from the first render.
// Confirmation dialogs as data: a view renders the top one; actions await the answer.
import { signal } from '@preact/signals-react';

export interface DialogSpec {
  title: string;
  body: string;
  ok: string;
  cancel?: string;
}
export interface OpenDialog extends DialogSpec {
  id: number;
  openedAt: number;
  resolve: (ok: boolean) => void;
}

/** SPEC §9: the mask ignores clicks within 300 ms of opening. */
export const MASK_GUARD_MS = 300;

export const dialogs = signal<readonly OpenDialog[]>([]);
let nextId = 1;

export function confirm(spec: DialogSpec, now: () => number = () => performance.now()): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    dialogs.value = [...dialogs.value, { ...spec, id, openedAt: now(), resolve }];
  });
}

export function answer(id: number, ok: boolean): void {
  const d = dialogs.value.find((x) => x.id === id);
  if (!d) return;
  dialogs.value = dialogs.value.filter((x) => x.id !== id);
  d.resolve(ok);
}

/** A click on the mask closes as cancel, except right after opening (a tap that opened it). */
export function maskClick(id: number, now: number = performance.now()): boolean {
  const d = dialogs.value.find((x) => x.id === id);
  if (!d || now - d.openedAt < MASK_GUARD_MS) return false;
  answer(id, false);
  return true;
}
