// SPEC §4/§9: a form's field errors re-validate 200 ms after the language settles, so an error
// reads in the new language (and a rule that depends on it answers again). The debounce is a
// stream (streams/revalidate.ts), loaded with the first change: every form page would otherwise
// download and run RxJS (10 KB) before its first paint, for a change most visits never make.
import type { Revalidator } from '../streams/revalidate';
import { onLanguageChange } from './language';

/** Calls `revalidate` after each settled language change; returns the stop. */
export function onLanguageRevalidate(revalidate: () => void): () => void {
  let stopped = false;
  let stream: Promise<Revalidator | null> | null = null;
  const off = onLanguageChange((language) => {
    stream ??= import('../streams/revalidate').then(
      (m) => m.revalidator(revalidate),
      // Offline with the module not cached: the errors keep their language until the next change.
      () => (stream = null),
    );
    void stream.then((r) => {
      if (!stopped) r?.push(language);
    });
  });
  return () => {
    stopped = true;
    off();
    void stream?.then((r) => r?.stop());
  };
}
