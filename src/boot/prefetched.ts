// Start-up path. index.html's inline boot script starts the site-status and dictionary
// requests while the entry script downloads; the first call for the same URL takes that
// response instead of asking again (no round trip waits on another).
import { isStr } from '../api/guards';

type Boot = Record<string, Promise<Response> | undefined>;
type Urls = Readonly<Record<string, string>>;
/** What index.html's script leaves on the page (src/boot/calls.ts BootGlobals). */
const bootGlobals = globalThis as {
  __boot?: Boot;
  __bootPicture?: unknown;
  __dictionaries?: { whole: Urls; firstView: Urls };
};

/** Each language's dictionary files as index.html names them; undefined outside the built page. */
export const dictionaryUrls = (): { whole: Urls; firstView: Urls } | undefined => bootGlobals.__dictionaries;

export function takePrefetched(url: string): Promise<Response> | null {
  const boot = bootGlobals.__boot;
  const pending = boot?.[url];
  if (!boot || !pending) return null;
  delete boot[url];
  return pending;
}

/** A prefetched response still honours the caller's timeout and abort. */
export function untilAborted(pending: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
    pending.then(resolve, reject);
  });
}

/**
 * The first banner picture index.html's script chose and painted in the boot shell's carousel
 * box (src/boot/inline.ts), for the home page's banner to show in the same place until its own answer
 * is in; null when the script painted none (a member, another page, a failed answer).
 */
export function bootPicture(): string | null {
  const picture = bootGlobals.__bootPicture;
  return isStr(picture) && picture !== '' ? picture : null;
}

/** Once the banner has its own answer, the boot picture is history (a later reload shows no stale one). */
export function dropBootPicture(): void {
  delete bootGlobals.__bootPicture;
}
