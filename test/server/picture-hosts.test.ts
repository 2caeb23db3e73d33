// A picture the operator publishes loads on the phone only from this site or an allowed image
// host (the page's CSP img-src). Publishing one from elsewhere still publishes, and the answer's
// `warnings` say it will not show and how to allow its host; once allowed, no warning.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { api } from '../setup/operator.ts';
import { cleanup, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server; allowing: Server }>('picture hosts', {} as never);
t.before(async (ctx) => {
  ctx.s = await start();
  ctx.allowing = await start({ overrides: { security: { imageOrigins: ['https://cdn.example.org'] } } });
});
t.after(async (ctx) => {
  for (const s of [ctx.s, ctx.allowing]) {
    await s.close();
    cleanup(s.dataDir);
  }
});
const tokenOf = (s: Server) => readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim();
const banner = {
  group: 'm_home',
  link: '/m/activity',
  image: 'https://cdn.example.org/b.webp',
  titles: { pt: 'Bônus' },
};

t('a banner from a host the page will not load: published, with a warning naming the setting', async ({ s }) => {
  const r = await api(s.url, 'POST', '/wps/admin/banner/publish', { admin: tokenOf(s), body: banner });
  assert.is(r.status, 200);
  const { id, warnings } = r.value as { id: number; warnings: string[] };
  assert.ok(id > 0);
  assert.is(warnings.length, 1);
  assert.match(warnings[0]!, /^image: https:\/\/cdn\.example\.org\/b\.webp will not show/);
  assert.match(warnings[0]!, /"imageOrigins": \["https:\/\/cdn\.example\.org"\]/);
});

t('the same banner on a site that allows the host: no warning', async ({ allowing }) => {
  const r = await api(allowing.url, 'POST', '/wps/admin/banner/publish', { admin: tokenOf(allowing), body: banner });
  assert.equal((r.value as { warnings: string[] }).warnings, []);
});

t('a content file names each picture from an outside host: banner, promotion card, HTML', async ({ s }) => {
  const content = {
    banners: [{ ...banner, image: '/assets/own.webp' }],
    promotions: [
      {
        id: 1,
        kind: 'INSTANT',
        startsAt: '2026-02-01T00:00:00Z',
        image: 'https://pics.example.net/card.png',
        texts: { pt: { title: 'T', summary: 'S', html: '<p><img src="https://pics.example.net/rules.png"></p>' } },
      },
    ],
  };
  const r = await api(s.url, 'POST', '/wps/admin/content/import', { admin: tokenOf(s), body: { content } });
  assert.is(r.status, 200, r.message);
  const warnings = (r.value as { warnings: string[] }).warnings;
  assert.equal(
    warnings.map((w) => w.split(' will not show')[0]),
    [
      'promotions[0].image: https://pics.example.net/card.png',
      'promotions[0].texts.pt.html: https://pics.example.net/rules.png',
    ],
  );
});

t.run();
