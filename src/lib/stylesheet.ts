// Start-up path. index.html preloads the app's stylesheet instead of linking it, because a
// linked stylesheet holds back every paint until it has arrived, the boot shell's too (the
// inlined critical CSS styles that already). Before its first render the app makes the
// preload the page's stylesheet and waits for it to apply, so no view ever shows unstyled.

/**
 * Applies every stylesheet index.html preloads; settles once each has loaded or failed (a
 * failed stylesheet must not keep the app from rendering at all: it still works unstyled).
 */
export function applyPreloadedStylesheets(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=style]')];
  return Promise.all(links.map((link) => new Promise<void>((settle) => {
    link.addEventListener('load', () => settle(), { once: true });
    link.addEventListener('error', () => settle(), { once: true });
    link.rel = 'stylesheet';
  }))).then(() => undefined);
}
