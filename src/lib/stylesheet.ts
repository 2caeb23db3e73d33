// Start-up path. index.html preloads the app's stylesheet instead of linking it, because a
// linked stylesheet holds back every paint until it has arrived, the boot shell's too (the
// inlined critical CSS styles that already). Before its first render the app makes the
// preload the page's stylesheet and waits for it to apply, so no view ever shows unstyled.

/**
 * How long the app waits at most. A browser that never reports the stylesheet (no load or
 * error event) must not keep the boot spinner up for good; past this, the app renders and
 * the stylesheet applies whenever it comes.
 */
export const STYLESHEET_WAIT_MS = 10_000;

/**
 * Applies every stylesheet index.html preloads; settles once each has loaded or failed (a
 * failed stylesheet must not keep the app from rendering at all: it still works unstyled).
 */
export function applyPreloadedStylesheets(doc: Document = document, waitMs = STYLESHEET_WAIT_MS): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((settle) => {
          const timer = setTimeout(settle, waitMs);
          const done = () => {
            clearTimeout(timer);
            settle();
          };
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
          link.rel = 'stylesheet';
          // `as` belongs to a preload only: on a stylesheet's link it is invalid HTML.
          link.removeAttribute('as');
        }),
    ),
  ).then(() => undefined);
}
