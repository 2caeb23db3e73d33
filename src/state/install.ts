// Start-up path: home listens for the browser's install offer from the start.
// The browser's own install offer (beforeinstallprompt), kept for the install guide.
import { signal } from '@preact/signals-react';

export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
}
export const installPrompt = signal<InstallPromptEvent | null>(null);

let watching = false;
export function watchInstallPrompt(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installPrompt.value = e as InstallPromptEvent;
  });
}
