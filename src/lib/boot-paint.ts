// Start-up path. index.html's script draws the page's first pictures in the boot shell (home's
// banner, the game list centre's first row) while the app downloads. When the app was ready
// just as they arrived, its first render replaced them before a frame had shown them (Chrome
// decodes a new picture off the main thread and shows it a frame or two later, and forgets a
// picture removed before then), and the page's largest paint waited for the app's own copies
// (on the lobby, 2.3 to 2.5 s instead of 1.9 s, one load in three). So the app lets
// them paint first, briefly: its first render shows the same pictures anyway.

/** How long the app waits at most for the boot shell's pictures, so a slow picture never holds the app back. */
export const BOOT_PICTURE_WAIT_MS = 250;

/**
 * Settles once every picture the boot shell shows has been painted, or after `waitMs`, whichever
 * comes first; at once when it shows none (the script draws them only once its calls have
 * answered, and other pages have none).
 */
export function bootPicturesPainted(doc: Document = document, waitMs = BOOT_PICTURE_WAIT_MS): Promise<void> {
  const pictures = [...doc.querySelectorAll<HTMLImageElement>('.boot img[src]')];
  if (!pictures.length) return Promise.resolve();
  const painted = supportsElementTiming() ? paintReported(pictures) : decodedAndDrawn(pictures);
  // The bound's timer is cleared once the pictures have painted: left pending it would hold
  // whatever runs this (a test runner, a server-side render) open until it fired.
  let bound: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((settle) => {
    bound = setTimeout(settle, waitMs);
  });
  return Promise.race([painted, timedOut]).finally(() => clearTimeout(bound));
}

function supportsElementTiming(): boolean {
  return (
    typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element')
  );
}

/** A PerformanceElementTiming entry, as far as it is read here (TypeScript's DOM library has none). */
interface ElementTiming extends PerformanceEntry {
  readonly element: Element | null;
}

/**
 * Chromium's Element Timing reports each picture the script marked (elementtiming) once a frame
 * has shown it; a picture that failed to load is never shown, so it is not waited for.
 */
function paintReported(pictures: HTMLImageElement[]): Promise<void> {
  return new Promise((settle) => {
    const waiting = new Set<Element>(pictures.filter((img) => !(img.complete && img.naturalWidth === 0)));
    let observer: PerformanceObserver | null = null;
    const done = (el: Element) => {
      waiting.delete(el);
      if (waiting.size) return;
      observer?.disconnect();
      settle();
    };
    for (const img of waiting) img.addEventListener('error', () => done(img), { once: true });
    if (!waiting.size) {
      settle();
      return;
    }
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTiming[]) if (entry.element) done(entry.element);
    });
    observer.observe({ type: 'element', buffered: true });
  });
}

/** Elsewhere: decoded (or never decodable), then the frame after next, whose start follows the paint. */
function decodedAndDrawn(pictures: HTMLImageElement[]): Promise<void> {
  const decoded = Promise.all(
    pictures.map((img) => (typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined)),
  );
  return decoded.then(
    () => new Promise((settle) => requestAnimationFrame(() => requestAnimationFrame(() => settle()))),
  );
}
