// Before going live (docs/operations.md): at every start, whatever the bind address (the
// documented set-up binds loopback behind a proxy), the server names each development default
// still in place, one line each, with how to fix it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSiteConfig } from '../../server/config.ts';
import { closeDatabase, openDatabase } from '../../server/db/open.ts';
import { importContent } from '../../server/db/publishing.ts';
import { recordAction } from '../../server/operator/audit.ts';
import { goLiveWarnings } from '../../server/operator/go-live.ts';
import { operatorKey } from '../../server/operator/token.ts';
import { buildBundles } from '../setup/operator.ts';
import { cleanup, tempDir } from '../setup/server.ts';
import { plainEnv, spawnServer } from '../setup/spawn-server.ts';

const t = suite('go-live warnings');
const quiet = () => {};

t('a start on loopback gets the same warnings as one on 0.0.0.0 (a proxy may stand in front)', () => {
  const dir = tempDir();
  const db = openDatabase(dir);
  const site = loadSiteConfig();
  const operator = operatorKey({ dataDir: dir, site, log: quiet }, {});
  const open = goLiveWarnings({ host: '0.0.0.0', site, db, operator });
  assert.ok(open.some((w) => w.startsWith('the PIX receiver is the shipped placeholder')));
  for (const host of ['127.0.0.1', 'localhost', '::1'])
    assert.equal(
      goLiveWarnings({ host, site, db, operator }),
      open.map((w) => w.replace('listening on 0.0.0.0', `listening on ${host}`)),
    );
  closeDatabase(db);
  cleanup(dir);
});

t('on 0.0.0.0 every default still in place is one line; each goes once it is dealt with', () => {
  const dir = tempDir();
  const db = openDatabase(dir);
  // The shipped config has no links or chat; an operator who pasted the documentation's example.com ones is told.
  const defaults = loadSiteConfig(null, {
    devOutbox: true,
    wallet: { adminToken: 'in-the-config-file-1' },
    links: [
      { resourceType: 'Android', url: 'https://downloads.example.com/a.apk' },
      { resourceType: 'IOS', url: 'https://apps.example.com/a' },
      { resourceType: 'MOBILECONFIG', url: 'https://downloads.example.com/a.mobileconfig' },
    ],
    chat: { launchUrl: 'https://chat.example.com/room' },
  });
  const warnings = goLiveWarnings({
    host: '0.0.0.0',
    site: defaults,
    db,
    operator: operatorKey({ dataDir: dir, site: defaults, log: quiet }, {}),
  });
  const topics = [
    /operator token is written in the site config/,
    /devOutbox is on/,
    /PIX receiver is the shipped placeholder \(pix@aurora\.example, "Aurora Pagamentos"\): players would pay it; set "wallet"/,
    /manual-transfer account is the shipped placeholder \(manual: "Aurora Pagamentos · Banco do Brasil · 0001 \/ 12345-6"\)/,
    /sample content is still shown \(\d+ banners, \d+ announcements, \d+ promotions, \d+ help topics\)/,
    /links still point at example\.com \(Android, IOS, MOBILECONFIG\)/,
    /chat and customer-service addresses/,
    /no TLS proxy declared \(listening on 0\.0\.0\.0/,
    /no backup in the last 24 hours/,
  ];
  assert.is(warnings.length, topics.length, warnings.join('\n'));
  for (const [i, re] of topics.entries()) assert.match(warnings[i]!, re);

  importContent(db, {
    banners: [{ group: 'm_home', link: '/m/activity', image: '', sort: undefined, titles: { pt: 'Nosso banner' } }],
    announcements: [],
    promotions: [],
    help: [{ anchor: 'terms', texts: { pt: { title: 'Termos', html: '<p>Nossos termos</p>' } } }],
  });
  recordAction(db, { actor: 'test', action: 'backup', target: 'database', outcome: 'ok' });
  const ready = loadSiteConfig(null, {
    devOutbox: false,
    links: [{ resourceType: 'Android', url: 'https://downloads.aurora.bet/aurora.apk' }],
    chat: { launchUrl: 'https://chat.aurora.bet/room' },
    customerService: [{ csType: 'WHATSAPP', type: '1', path: 'https://wa.me/5511988887777' }],
    proxy: { trustForwardedFor: true, hops: 1 },
    wallet: {
      pix: { key: '12345678000190', merchantName: 'Loterias Boa Sorte Ltda', merchantCity: 'Recife' },
      methods: [{ id: 'pix-fast', kind: 'PIX', vendor: 'OWN', name: 'PIX' }],
    },
  });
  const operator = operatorKey({ dataDir: dir, site: ready, log: quiet }, {});
  assert.equal(goLiveWarnings({ host: '0.0.0.0', site: ready, db, operator }), []);
  closeDatabase(db);
  cleanup(dir);
});

t(
  'the shipped config has no placeholder links and says the in-app live chat needs someone to answer it; without it, players have only the feedback form and the help centre',
  () => {
    const dir = tempDir();
    const db = openDatabase(dir);
    const shipped = loadSiteConfig();
    const shippedWarnings = goLiveWarnings({
      host: '0.0.0.0',
      site: shipped,
      db,
      operator: operatorKey({ dataDir: dir, site: shipped, log: quiet }, {}),
    });
    assert.ok(shippedWarnings.some((w) => /in-app live chat: someone must answer it/.test(w)));
    assert.not.ok(shippedWarnings.some((w) => /no support contact/.test(w)));
    const site = loadSiteConfig(null, { chat: { launchUrl: '', inApp: false } });
    const warnings = goLiveWarnings({
      host: '0.0.0.0',
      site,
      db,
      operator: operatorKey({ dataDir: dir, site, log: quiet }, {}),
    });
    assert.not.ok(
      warnings.some((w) => w.includes('example.com')),
      warnings.join('\n'),
    );
    assert.ok(warnings.some((w) => /no support contact besides the feedback form and the help centre/.test(w)));
    const withWhatsapp = loadSiteConfig(null, {
      links: [{ resourceType: 'WHATSAPP', url: 'https://wa.me/5511988887777' }],
    });
    const op = operatorKey({ dataDir: dir, site: withWhatsapp, log: quiet }, {});
    assert.not.ok(
      goLiveWarnings({ host: '0.0.0.0', site: withWhatsapp, db, operator: op }).some((w) =>
        /no support contact/.test(w),
      ),
    );
    closeDatabase(db);
    cleanup(dir);
  },
);

t('a server started on 0.0.0.0 prints the warnings in its log', async () => {
  await buildBundles();
  const dir = tempDir();
  const server = await spawnServer(['build/server.mjs'], plainEnv({ HOST: '0.0.0.0', PORT: '0', DATA_DIR: dir }));
  await server.stop();
  const lines = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('WARNING before going live: '));
  assert.ok(lines.length >= 4, server.output());
  assert.ok(lines.some((l) => l.includes('sample content is still shown')));
  cleanup(dir);
});

t.run();
