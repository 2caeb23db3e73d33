// index.html's boot script preloads the stylesheet (a linked one holds back the boot shell's paint);
// the app applies it and renders once it has loaded or failed, and never waits for good.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyPreloadedStylesheets, STYLESHEET_WAIT_MS } from '../../../src/lib/stylesheet';

// Links that load only when the test says so (happy-dom fetches a stylesheet itself and
// reports it at once; the real browser's behaviour is what test/e2e/startup.spec.ts checks).
class Link {
  rel = 'preload';
  removeAttribute(_name: string) {}
  private readonly listeners = new Map<string, () => void>();
  constructor(readonly href: string) {}
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, fn);
  }
  fire(type: 'load' | 'error') {
    this.listeners.get(type)?.();
  }
}
function page(): { doc: Document; links: Link[] } {
  const links = [new Link('/assets/main.css'), new Link('/assets/extra.css')];
  const doc = {
    querySelectorAll: (sel: string) => (sel === 'link[rel=preload][as=style]' ? links : []),
  } as unknown as Document;
  return { doc, links };
}
const settled = (p: Promise<void>) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 5))]);

test("every stylesheet the boot script preloads becomes the page's, and only those (real index.html)", async () => {
  const { readFileSync } = await import('node:fs');
  const html = readFileSync(new URL('../../../static/index.html', import.meta.url), 'utf8');
  const doc = document.implementation.createHTMLDocument('t');
  doc.documentElement.innerHTML = html;
  // What the boot script adds to the head (src/boot/build.ts, src/boot/inline.ts).
  for (const [rel, as, href] of [
    ['modulepreload', '', '/assets/c/chunk.js'],
    ['preload', 'image', '/b.png'],
    ['preload', 'style', '/assets/main.css'],
  ]) {
    const link = doc.createElement('link');
    link.rel = rel!;
    if (as) link.setAttribute('as', as);
    link.href = href!;
    doc.head.appendChild(link);
  }
  void applyPreloadedStylesheets(doc, 50);
  assert.equal(
    [...doc.querySelectorAll('link')]
      .filter((l) => l.getAttribute('href')?.startsWith('/assets/') || l.getAttribute('href') === '/b.png')
      .map((l) => `${l.rel} ${l.getAttribute('href')} ${l.getAttribute('as') ?? '-'}`),
    // `as` only where the link is still a preload: on a stylesheet it is invalid HTML.
    ['modulepreload /assets/c/chunk.js -', 'preload /b.png image', 'stylesheet /assets/main.css -'],
  );
});

test('the app waits until each stylesheet has loaded or failed (a failed one still lets it render)', async () => {
  const {
    doc,
    links: [main, extra],
  } = page();
  const ready = applyPreloadedStylesheets(doc, 60_000);
  assert.equal([main!.rel, extra!.rel], ['stylesheet', 'stylesheet']);
  assert.is(await settled(ready), false, 'nothing has arrived yet');
  main!.fire('load');
  assert.is(await settled(ready), false, 'one of two');
  extra!.fire('error');
  assert.is(await settled(ready), true);
});

test('a stylesheet the browser never reports keeps the app waiting no longer than the limit', async () => {
  assert.is(STYLESHEET_WAIT_MS, 10_000);
  const ready = applyPreloadedStylesheets(page().doc, 30);
  assert.is(await settled(ready), false);
  await new Promise((r) => setTimeout(r, 40));
  assert.is(await settled(ready), true);
});

test('a page without a preloaded stylesheet renders at once', async () => {
  const doc = { querySelectorAll: () => [] } as unknown as Document;
  assert.is(await settled(applyPreloadedStylesheets(doc, 60_000)), true);
});

test.run();
