// Issue 8 (LCP) / SPEC §2.3: index.html's inline script preloads the picture home's carousel
// shows first. It must be exactly the app's choice, and nothing when an answer is bad.
import { test } from 'uvu';
import * as assert from 'uvu/assert';

// Each visit gets the function exactly as build.mjs writes it into index.html: its own bundle,
// with its own copy of lib/cdn, as on the page.
type Picture = (banner: unknown, status: unknown) => string | null;
let visit = 0;
async function freshVisit(): Promise<{ homeFirstPicture: Picture }> {
  delete (globalThis as { __imageCdn?: unknown }).__imageCdn;
  visit++;
  const { homePictureFunction } = await import('../../../build.mjs');
  return { homeFirstPicture: new Function(`return ${await homePictureFunction()}`)() as Picture };
}

const ok = (value: unknown) => ({ success: true, code: '', message: '', value });
const banner = (id: number, groupName: string) => ({ id, url: `/static-banners/${id}.png`, groupName, title: `b${id}`, link: '' });
const status = (whitelabel: Record<string, boolean> = {}, imageCDNs: string[] = []) => ok({ maintenance: false, regionRestriction: false, whitelabel, templates: {}, links: [], customerService: [], imageCDNs });

test('SPEC §2.3 the first m_home banner is preloaded; other groups are skipped', async () => {
  const { homeFirstPicture } = await freshVisit();
  const answer = ok({ banners: [banner(1, 'm_reg'), banner(2, 'm_newgame'), banner(3, 'm_home'), banner(4, 'm_home')], player: [] });
  assert.is(homeFirstPicture(answer, status()), '/static-banners/3.png');
});

test('SPEC §2.3 an m_live banner leads only with the live-model switch on', async () => {
  const { homeFirstPicture } = await freshVisit();
  const answer = ok({ banners: [banner(5, 'm_live'), banner(6, 'm_home')], player: [] });
  assert.is(homeFirstPicture(answer, status()), '/static-banners/6.png');
  assert.is(homeFirstPicture(answer, status({ LIVEMODEL: true })), '/static-banners/5.png');
});

test('a failed, malformed or empty answer preloads nothing (the app reports it; the script just skips)', async () => {
  const { homeFirstPicture } = await freshVisit();
  const good = ok({ banners: [banner(1, 'm_home')], player: [] });
  for (const [bad, why] of [
    [{ success: false, code: 'UNDER_MAINTENANCE', message: '', value: null }, 'a failure'],
    [ok({ banners: 'none' }), 'banners not a list'],
    [ok({ banners: [{ groupName: 'm_home' }, null, 7] }), 'entries without a url'],
    [ok({ banners: [] }), 'no banner'],
    [ok({ banners: [{ ...banner(1, 'm_home'), url: '' }] }), 'an empty url'],
    ['<html>502</html>', 'not an envelope'],
  ] as const) assert.is(homeFirstPicture(bad, status()), null, why);
  assert.is(homeFirstPicture(good, { success: false, value: null }), null, 'a failed status');
  assert.is(homeFirstPicture(good, ok({ whitelabel: 'x', imageCDNs: 'y' })), '/static-banners/1.png', 'odd status fields fall back to no switch, no CDN');
});

test('SPEC §9 the picture comes from the visit\'s CDN, and the app keeps that pick for every image', async () => {
  const { homeFirstPicture } = await freshVisit();
  const cdns = ['https://a.cdn.example', 'https://b.cdn.example', 'https://c.cdn.example'];
  const original = Math.random;
  Math.random = () => 0.99;
  let url: string | null;
  try { url = homeFirstPicture(ok({ banners: [banner(1, 'm_home')] }), status({}, cdns)); } finally { Math.random = original; }
  assert.is(url, 'https://c.cdn.example/static-banners/1.png');
  // The app's own copy of lib/cdn (a separate bundle on the page) adopts the script's pick.
  const app = await import(`../../../src/lib/cdn.ts?app=${visit}`) as typeof import('../../../src/lib/cdn.ts');
  Math.random = () => 0;
  try { assert.is(app.imageUrl('/static-banners/1.png', cdns), url); } finally { Math.random = original; }
  // A pick that is not in the app's list (the status changed) is not kept.
  const other = await import(`../../../src/lib/cdn.ts?other=${visit}`) as typeof import('../../../src/lib/cdn.ts');
  (globalThis as { __imageCdn?: unknown }).__imageCdn = 'https://gone.example';
  Math.random = () => 0;
  try { assert.is(other.imageUrl('/x.png', cdns), 'https://a.cdn.example/x.png'); } finally { Math.random = original; }
});


test('the boot shell\'s picture is handed to the app once, as a non-empty string, and forgotten after', async () => {
  const { bootPicture, dropBootPicture } = await import('../../../src/api/prefetch.ts');
  const g = globalThis as { __bootPicture?: unknown };
  try {
    delete g.__bootPicture;
    assert.is(bootPicture(), null, 'none painted');
    for (const odd of ['', 7, {}, null]) { g.__bootPicture = odd; assert.is(bootPicture(), null, `ignores ${JSON.stringify(odd)}`); }
    g.__bootPicture = '/static-banners/3.png';
    assert.is(bootPicture(), '/static-banners/3.png');
    dropBootPicture();
    assert.is(bootPicture(), null, 'forgotten once the banner has its answer');
  } finally { delete g.__bootPicture; }
});

test.run();
