// Start-up path: the toast layer is rendered from the first render.
// One toast API for every feature (SPEC §8 kinds, §9 durations).
import { signal } from '@preact/signals-react';

export type ToastKind = 'info' | 'success' | 'fail' | 'offline' | 'loading';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
}

/** SPEC §9: a toast lasts 3 s unless its caller gives another time; loading up to 9999 ms. */
export const SHORT_MS = 3000;
export const LOADING_MAX_MS = 9999;

export const toasts = signal<readonly Toast[]>([]);
let nextId = 1;

export function dismiss(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

export function show(kind: ToastKind, text: string, durationMs: number = SHORT_MS): () => void {
  const id = nextId++;
  // A new toast of the same kind and text replaces the old one instead of stacking.
  toasts.value = [...toasts.value.filter((t) => !(t.kind === kind && t.text === text)), { id, kind, text, durationMs }];
  const timer = setTimeout(() => dismiss(id), durationMs);
  return () => {
    clearTimeout(timer);
    dismiss(id);
  };
}

export const toast = {
  info: (text: string, ms?: number) => show('info', text, ms),
  success: (text: string, ms?: number) => show('success', text, ms),
  fail: (text: string, ms?: number) => show('fail', text, ms),
  offline: (text: string, ms?: number) => show('offline', text, ms),
  /** Returns the hide function; the loading toast never outlives LOADING_MAX_MS. */
  loading: (text: string, maxMs: number = LOADING_MAX_MS) => show('loading', text, Math.min(maxMs, 10_000)),
};
