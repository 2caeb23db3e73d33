// Start-up path. Theme dark or light, anything else dark (SPEC §4), saved and applied as data-theme.
import { signal } from '@preact/signals-react';
import { normalizeTheme, type Theme } from '../rules/theme';
import { readString, writeString } from '../lib/storage';

export const theme = signal<Theme>(normalizeTheme(readString('theme', 'local', (v) => v === 'dark' || v === 'light')));

export function applyTheme(next: unknown): Theme {
  const t = normalizeTheme(next);
  theme.value = t;
  writeString('theme', t);
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = t;
  return t;
}
