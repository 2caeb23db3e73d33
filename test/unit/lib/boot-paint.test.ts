// The app's first render lets the boot shell's pictures paint first (its largest paint),
// but never waits long for them. The real browser's order of paints is test/e2e/startup.spec.ts's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bootPicturesPainted } from '../../../src/lib/boot-paint';

/** A boot shell whose pictures decode only when the test says so. */
function shell(count: number): { doc: Document; decode: Array<(ok: boolean) => void> } {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = '<div id="root"><div class="boot"><div class="boot-grid"></div></div></div>';
  const decode: Array<(ok: boolean) => void> = [];
  for (let i = 0; i < count; i++) {
    const img = doc.createElement('img');
    img.src = `/static-game-icons/${i}.png`;
    img.decode = () =>
      new Promise<void>((resolve, reject) => {
        decode.push((ok) => (ok ? resolve() : reject(new Error('EncodingError'))));
      });
    // Still arriving (happy-dom calls every picture complete, and one of no size a broken one).
    Object.defineProperty(img, 'complete', { value: false, configurable: true });
    doc.querySelector('.boot-grid')!.appendChild(img);
  }
  return { doc, decode };
}
const settledWithin = (p: Promise<void>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

test('with no picture in the boot shell (other pages, or the calls not answered yet) the app renders at once', async () => {
  assert.is(await settledWithin(bootPicturesPainted(shell(0).doc, 60_000), 5), true);
});

test('the app waits until every boot picture is decoded, then for a frame to draw them', async () => {
  const { doc, decode } = shell(3);
  const painted = bootPicturesPainted(doc, 60_000);
  assert.is(await settledWithin(painted, 20), false, 'nothing decoded yet');
  decode[0]!(true);
  decode[1]!(true);
  assert.is(await settledWithin(painted, 20), false, 'two of three');
  decode[2]!(true);
  assert.is(await settledWithin(painted, 200), true, 'all three, and a frame later');
});

test('a picture that can never be drawn (a broken file) does not hold the app back', async () => {
  const { doc, decode } = shell(2);
  const painted = bootPicturesPainted(doc, 60_000);
  decode[0]!(true);
  decode[1]!(false);
  assert.is(await settledWithin(painted, 200), true);
});

test('a picture that is slow to arrive holds the app back no longer than the bound', async () => {
  const { doc } = shell(3);
  const started = Date.now();
  await bootPicturesPainted(doc, 40);
  const waited = Date.now() - started;
  assert.ok(waited >= 35 && waited < 1000, `waited ${waited} ms`);
});

test("only the boot shell's pictures count, and only those with an address (an empty tile has none)", async () => {
  const { doc } = shell(0);
  const pageImage = doc.createElement('img');
  pageImage.src = '/elsewhere.png';
  pageImage.decode = () => new Promise<void>(() => undefined);
  doc.body.appendChild(pageImage);
  const emptyTile = doc.createElement('img');
  emptyTile.decode = () => new Promise<void>(() => undefined);
  doc.querySelector('.boot-grid')!.appendChild(emptyTile);
  assert.is(await settledWithin(bootPicturesPainted(doc, 60_000), 5), true);
});

// Chromium: Element Timing reports each marked picture once a frame has shown it.
class FakeObserver {
  static supportedEntryTypes = ['element'];
  static live: FakeObserver[] = [];
  connected = true;
  constructor(private readonly report: (list: { getEntries: () => unknown[] }) => void) {}
  observe(options: { type: string; buffered?: boolean }) {
    assert.equal(options, { type: 'element', buffered: true });
    FakeObserver.live.push(this);
  }
  disconnect() {
    this.connected = false;
  }
  static shown(element: Element) {
    for (const o of FakeObserver.live)
      if (o.connected) o.report({ getEntries: () => [{ entryType: 'element', element }] });
  }
}
function withElementTiming(run: () => Promise<void>): () => Promise<void> {
  return async () => {
    const real = globalThis.PerformanceObserver;
    FakeObserver.live = [];
    (globalThis as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
    try {
      await run();
    } finally {
      globalThis.PerformanceObserver = real;
    }
  };
}

test(
  '(Element Timing): the app waits until each boot picture has been shown, then stops listening',
  withElementTiming(async () => {
    const { doc } = shell(3);
    const [a, b, c] = [...doc.querySelectorAll('.boot img')];
    const painted = bootPicturesPainted(doc, 60_000);
    FakeObserver.shown(a!);
    FakeObserver.shown(b!);
    FakeObserver.shown(doc.createElement('img'));
    assert.is(await settledWithin(painted, 20), false, "two of three, and a picture that is not the shell's");
    FakeObserver.shown(c!);
    assert.is(await settledWithin(painted, 5), true);
    assert.is(
      FakeObserver.live.every((o) => !o.connected),
      true,
      'disconnected',
    );
  }),
);

test(
  '(Element Timing): a picture that fails to load is never shown, so it is not waited for',
  withElementTiming(async () => {
    const { doc } = shell(2);
    const [a, b] = [...doc.querySelectorAll('.boot img')];
    const painted = bootPicturesPainted(doc, 60_000);
    FakeObserver.shown(a!);
    assert.is(await settledWithin(painted, 20), false);
    b!.dispatchEvent(new Event('error'));
    assert.is(await settledWithin(painted, 5), true);
    // Already failed when the app looks: complete, of no size.
    const again = shell(2);
    Object.defineProperty(again.doc.querySelectorAll('.boot img')[1]!, 'complete', { value: true });
    const paintedAgain = bootPicturesPainted(again.doc, 60_000);
    FakeObserver.shown(again.doc.querySelectorAll('.boot img')[0]!);
    assert.is(await settledWithin(paintedAgain, 5), true);
  }),
);

test(
  '(Element Timing): pictures never shown hold the app back no longer than the bound',
  withElementTiming(async () => {
    const { doc } = shell(3);
    const started = Date.now();
    await bootPicturesPainted(doc, 40);
    const waited = Date.now() - started;
    assert.ok(waited >= 35 && waited < 1000, `waited ${waited} ms`);
  }),
);

test.run();
