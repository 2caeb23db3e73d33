import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pickCdn, srcsetOn } from '../../../src/lib/cdn.ts';

// imageUrl remembers its pick for the whole visit (module state), so each test that needs
// a clean visit imports its own copy of the module.
let visit = 0;
// The pick is also left on the page for the other bundle (boot/pictures.ts), so a clean
// visit clears that too.
const freshCdn = async (): Promise<typeof import('../../../src/lib/cdn.ts')> => {
  delete (globalThis as { __imageCdn?: unknown }).__imageCdn;
  return import(`../../../src/lib/cdn.ts?visit=${++visit}`) as Promise<typeof import('../../../src/lib/cdn.ts')>;
};

/** Math.random replaced by a fixed value while `fn` runs. */
async function withRandom<T>(value: number, fn: () => T | Promise<T>): Promise<T> {
  const original = Math.random;
  Math.random = () => value;
  try {
    return await fn();
  } finally {
    Math.random = original;
  }
}

const LIST = ['https://a.cdn.example', 'https://b.cdn.example', 'https://c.cdn.example'];

test('SPEC §9 image CDN: picked at random from the list', () => {
  assert.is(
    pickCdn(LIST, () => 0),
    'https://a.cdn.example',
  );
  assert.is(
    pickCdn(LIST, () => 0.34),
    'https://b.cdn.example',
  );
  assert.is(
    pickCdn(LIST, () => 0.5),
    'https://b.cdn.example',
  );
  assert.is(
    pickCdn(LIST, () => 0.67),
    'https://c.cdn.example',
  );
  assert.is(
    pickCdn(LIST, () => 0.999999),
    'https://c.cdn.example',
  );
});

test('SPEC §9 image CDN: every entry can be picked, with even odds', () => {
  const seen = new Map<string, number>();
  for (let i = 0; i < 300; i++) {
    const host = pickCdn(LIST, () => i / 300)!;
    seen.set(host, (seen.get(host) ?? 0) + 1);
  }
  assert.equal(
    [...seen.entries()].sort(),
    LIST.map((h) => [h, 100]),
  );
});

test('SPEC §9 image CDN: only https hosts are used', () => {
  const mixed = [
    'http://plain.example',
    'ftp://x.example',
    'cdn.example',
    '//proto-relative.example',
    'https://secure.example',
    '',
  ];
  for (const r of [0, 0.3, 0.6, 0.99])
    assert.is(
      pickCdn(mixed, () => r),
      'https://secure.example',
      `random ${r}`,
    );
  assert.is(
    pickCdn(['http://only-plain.example'], () => 0),
    null,
  );
  assert.is(
    pickCdn(['https://'], () => 0),
    null,
    'a scheme with no host is not a CDN',
  );
});

test('SPEC §9 image CDN: a trailing slash is trimmed so paths join with one slash', () => {
  assert.is(
    pickCdn(['https://a.cdn.example/'], () => 0),
    'https://a.cdn.example',
  );
  assert.is(
    pickCdn(['https://a.cdn.example/img/'], () => 0),
    'https://a.cdn.example/img',
  );
});

test('SPEC §3 image CDN: an empty list gives null (images come from this origin)', () => {
  assert.is(
    pickCdn([], () => 0.5),
    null,
  );
});

test('SPEC §9 image CDN: absolute image URLs are never rewritten', async () => {
  const { imageUrl } = await freshCdn();
  for (const url of [
    'https://other.example/a.png',
    'http://other.example/a.png',
    '//other.example/a.png',
    'data:image/png;base64,AAAA',
  ]) {
    assert.is(imageUrl(url, LIST), url);
  }
});

test('SPEC §9 image CDN: a relative path is served from the picked CDN', async () => {
  const { imageUrl } = await freshCdn();
  const url = await withRandom(0.5, () => imageUrl('/static-game-icons/g1.svg', LIST));
  assert.is(url, 'https://b.cdn.example/static-game-icons/g1.svg');
});

test('SPEC §9 image CDN: the pick is made once per visit (the same CDN for every image)', async () => {
  const { imageUrl } = await freshCdn();
  const first = await withRandom(0, () => imageUrl('/a.svg', LIST));
  const second = await withRandom(0.99, () => imageUrl('/b.svg', LIST));
  assert.is(first, 'https://a.cdn.example/a.svg');
  assert.is(second, 'https://a.cdn.example/b.svg');
});

test('SPEC §3 image CDN: with no list the path is used as is, on this origin', async () => {
  const { imageUrl } = await freshCdn();
  assert.is(imageUrl('/static-game-icons/g1.svg', []), '/static-game-icons/g1.svg');
});

test("SPEC §3/§9 image CDN fallback order: the visit's pick, then the list's other CDNs in order, then this origin", async () => {
  const { imageHosts } = await freshCdn();
  const hosts = await withRandom(0.5, () => imageHosts('/static-game-icons/g1.webp', LIST));
  assert.equal(hosts, ['https://b.cdn.example', 'https://a.cdn.example', 'https://c.cdn.example', '']);
  assert.equal(imageHosts('/a.webp', ['http://plain.example', ...LIST]), hosts, 'only https CDNs, each once');
  assert.equal(imageHosts('https://other.example/a.png', LIST), [''], 'an absolute URL has only its own host');
  const bare = await freshCdn();
  assert.equal(bare.imageHosts('/a.webp', []), [''], 'no list: this origin only');
});

test('SPEC §9 a srcset moves to a host as a whole, widths kept; absolute entries stay', () => {
  assert.is(
    srcsetOn('/g/1-216.webp 216w, /g/1-320.webp 320w', 'https://a.cdn.example'),
    'https://a.cdn.example/g/1-216.webp 216w, https://a.cdn.example/g/1-320.webp 320w',
  );
  assert.is(srcsetOn('/g/1-216.webp 216w,/g/1-320.webp 320w', ''), '/g/1-216.webp 216w, /g/1-320.webp 320w');
  assert.is(srcsetOn('https://x.example/a.webp 2x', 'https://a.cdn.example'), 'https://x.example/a.webp 2x');
});

test.run();
