// SPEC §7 calls as listed: trial account creation answers GET, the site status carries
// domainRoute, mobileTemplate, paths, register and resources (from the site config), and the
// game list takes merchant and minLine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { withAccounts } from '../setup/accounts.ts';

test('SPEC §7 trial account creation (GET): a new type 4 account on its own merchant, logged in', () =>
  withAccounts(async (_s, api) => {
    const r = await api.call('GET', '/wps/session/trial?module=FREEPLAY');
    assert.is(r.status, 200);
    assert.match(r.value.userName, /^trial\d{8}$/);
    assert.equal([r.value.customerType, r.value.merchantCode], [4, 'AURORA_TRIAL']);
    const info = await api.memberInfo(r.value.token);
    assert.equal([info.value.userName, info.value.type], [r.value.userName, 4]);
    const again = await api.call('GET', '/wps/session/trial?module=FREEPLAY');
    assert.is.not(again.value.userName, r.value.userName, 'each call is an account of its own');
    assert.is((await api.call('GET', '/wps/session/trial?module=X')).code, 'BAD_PARAM');
  }));

test('SPEC §7 system status: domainRoute, mobileTemplate, paths, register and resources, filled from the site config', () =>
  withAccounts(
    async (_s, api) => {
      const v = (await api.call('GET', '/wps/system/status')).value;
      assert.equal(v.domainRoute, { mainDomain: 'play.example.com', wps: '/wps', lgw: '/lgw' });
      assert.equal(v.mobileTemplate, {
        app_background: '#102030',
        app_desc: 'Play on the go',
        app_desc_font_color: '#ffeecc',
      });
      assert.equal(v.paths, {
        home: '/m/home',
        login: '/m/login',
        register: '/m/register',
        help: '/m/help',
        app: '/m/app',
      });
      assert.equal(v.register, { username: false, mobile: true, captcha: true });
      assert.equal(v.resources, [{ resourceType: 'TELEGRAM', url: 'https://t.me/aurora' }]);
      assert.equal(v.resources, v.links);
      assert.not.ok('logins' in v || 'trial' in v, 'server-only settings stay on the server');
    },
    {
      mainDomain: 'play.example.com',
      mobileTemplate: { app_background: '#102030', app_desc: 'Play on the go', app_desc_font_color: '#ffeecc' },
      whitelabel: { USERNAMEREG3: false, MOBILENUMREG3: true },
      registration: { captcha: { enabled: true } },
      links: [{ resourceType: 'TELEGRAM', url: 'https://t.me/aurora' }],
    },
  ));

test('SPEC §7 game list: merchant and minLine are taken; an impossible minLine is refused', () =>
  withAccounts(async (_s, api) => {
    const base = '/wps/game/list?language=pt&pageNo=1&pageSize=9&platform=html5&clientType=2&gameType=RNG';
    const plain = await api.call('GET', base);
    const scoped = await api.call('GET', `${base}&merchant=AURORA&minLine=0`);
    assert.is(scoped.status, 200);
    assert.ok(scoped.value.games.length > 0);
    assert.equal(
      scoped.value.games.map((g: { nodeId: string }) => g.nodeId),
      plain.value.games.map((g: { nodeId: string }) => g.nodeId),
      'the one merchant of this site, no pay-line data: the same list',
    );
    assert.is((await api.call('GET', `${base}&minLine=-1`)).status, 400);
  }));

test.run();
