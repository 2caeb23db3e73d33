// The Brazil profile's rules of play over real HTTP, in both profiles: a promotion that pays before
// a bet (src/rules/advance-bonus.ts) is listed, advertised and paid by the default profile and
// neither listed, advertised, offered with a deposit nor paid under "jurisdiction": "BR"; every
// game's launch states its return to player; the regulator's self-exclusion platform reaches the
// phone and is checked at start; the operator's own terms and responsible-gaming texts replace the
// help centre's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Banner, LaunchResult, Promotion } from '../../src/api/types.ts';
import { loadSiteConfig } from '../../server/config.ts';
import { setPromotionState } from '../../server/db/promo.ts';
import { insertIdentity } from '../../server/db/identities.ts';
import { goLiveLines, goLiveWarnings } from '../../server/operator/go-live.ts';
import { StartRefused } from '../../server/start-refused.ts';
import { isAdvanceBonus } from '../../src/rules/advance-bonus.ts';
import { returnToPlayer as lotteryReturn, formatOfGame } from '../../src/rules/lottery.ts';
import { RETURN_TO_PLAYER_PERCENT } from '../../src/rules/crash.ts';
import { RETURN_PERCENT } from '../../src/rules/sports.ts';
import { memberWithSession } from '../setup/api.ts';
import { apiCall, cleanup, idempotencyKey, start, tempDir } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;

const OPERATOR = {
  legalName: 'Aurora Jogos Ltda.',
  cnpj: '11222333000181',
  authorisation: 'SPA/MF 123/2025',
  helpLine: '0800 123 4567',
};
const EXCLUSION = 'https://www.gov.br/fazenda/pt-br/assuntos/autoexclusao';
const HELP_TOPICS = {
  terms: {
    pt: { title: 'Termos da Aurora Jogos Ltda.', html: '<p>Termos escritos pelo nosso jurídico.</p>' },
    en: { title: 'Aurora Jogos terms', html: '<p>Terms our lawyers wrote.</p>' },
  },
  responsible: { pt: { title: 'Jogo responsável', html: '<p>Procure ajuda: 0800 123 4567.</p>' } },
};
const BR = {
  jurisdiction: 'BR',
  operator: OPERATOR,
  responsibleGaming: { centralExclusionUrl: EXCLUSION },
  helpTopics: HELP_TOPICS,
};

const ledgerSum = (s: Server, memberId: number) =>
  (
    s.db!.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS c FROM ledger WHERE member_id = ?').get(memberId) as {
      c: number;
    }
  ).c;
const member = (s: Server) => memberWithSession(s.db!, { prefix: 'brp' });
const promotions = async (s: Server, token?: string) =>
  (await apiCall(s, 'GET', '/wps/promo/list?language=pt', { token })).value as Promotion[];
const homeContent = async (s: Server) =>
  (await apiCall(s, 'GET', '/wps/announcement/banner?types=B,PR&platform=M&language=pt')).value as {
    banners: Banner[];
    promotion: Array<{ promotionType: string }>;
  };
const depositSettings = async (s: Server, token: string) =>
  (await apiCall(s, 'GET', '/wps/deposit/settings?language=pt', { token })).value as {
    methods: Array<{ id: string }>;
    promotions: Array<{ id: number }>;
  };
const help = async (s: Server, lang: string) =>
  (await apiCall(s, 'GET', `/wps/system/help?lang=${lang}&device=MOBILE`)).value as Array<{
    anchor: string;
    title: string;
    content: string;
    lang: string;
  }>;
const status = async (s: Server) =>
  (await apiCall(s, 'GET', '/wps/system/status')).value as { advanceBonuses?: boolean; centralExclusionUrl?: string };

/** Launches the first game of a type and answers what the launch says. */
async function launch(s: Server, token: string, type: string): Promise<LaunchResult & { name: string }> {
  const g = s
    .db!.prepare<[string], { nodeId: string; gameId: string; vassalage: string; name: string }>(
      'SELECT node_id AS nodeId, game_id AS gameId, vassalage, game_name AS name FROM games WHERE game_type = ? ORDER BY sort LIMIT 1',
    )
    .get(type)!;
  const r = await apiCall(s, 'POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, language: 'pt' },
  });
  assert.ok(r.success, `${type}: ${r.code} ${r.message}`);
  return { ...(r.value as LaunchResult), name: g.name };
}

const byDefault = suite<{ s: Server }>('default profile: advance bonuses as before', {} as never);
byDefault.before(async (ctx) => {
  ctx.s = await start();
});
byDefault.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

byDefault(
  'the welcome bonus, the sign-up gift, the check-in and refer-and-win are listed, offered and paid',
  async ({ s }) => {
    const m = member(s);
    const listed = (await promotions(s, m.token)).map((p) => p.id);
    for (const id of [1, 2, 3, 4, 5, 8]) assert.ok(listed.includes(id), `promotion ${id} listed`);
    assert.ok((await apiCall(s, 'GET', '/wps/promo/detail?id=1&language=pt')).success, 'the welcome bonus page opens');
    const settings = await depositSettings(s, m.token);
    assert.ok(
      settings.promotions.some((p) => p.id === 1),
      'the deposit form offers the welcome bonus',
    );
    const order = await apiCall(s, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: settings.methods[0]!.id, amount: 10_000, promoId: 1, idempotencyKey: idempotencyKey() },
    });
    assert.ok(order.success, `${order.code} ${order.message}`);
    assert.is((order.value as { promisedBonus: number }).promisedBonus, 10_000, '100 % of R$ 100 promised');

    assert.equal((await apiCall(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } })).value, {
      state: 'claimable',
    });
    const claim = await apiCall(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
    assert.is((claim.value as { rewardAmount: number }).rewardAmount, 500);
    const signIn = await apiCall(s, 'POST', '/wps/promo/signIn', { token: m.token });
    assert.ok(signIn.success, signIn.code);
    assert.is(ledgerSum(s, m.id), 600, 'the gift and the check-in are paid');

    const home = await homeContent(s);
    assert.ok(
      home.banners.some((b) => b.link === '/m/activityDetail?id=1'),
      'the welcome banner',
    );
    assert.ok(home.banners.some((b) => b.link === '/m/inviteFriends'));
    assert.ok(home.promotion.some((a) => a.promotionType === 'DEPOSIT'));
    const st = await status(s);
    assert.is(st.advanceBonuses, undefined, 'the default status is as before');
    assert.is(st.centralExclusionUrl, undefined);
    const terms = (await help(s, 'pt')).find((t) => t.anchor === 'terms')!;
    assert.is.not(terms.title, HELP_TOPICS.terms.pt.title, 'the seeded terms');
  },
);

byDefault('every game states its return to player before it opens, from its family’s maths', async ({ s }) => {
  const m = member(s);
  const slot = await launch(s, m.token, 'RNG');
  assert.ok(slot.rtp! > 90 && slot.rtp! < 97, `slot ${slot.rtp}`);
  assert.is((await launch(s, m.token, 'CRASH')).rtp, RETURN_TO_PLAYER_PERCENT);
  assert.is((await launch(s, m.token, 'SPORTS')).rtp, RETURN_PERCENT);
  const lottery = await launch(s, m.token, 'LOTTERY');
  assert.is(lottery.rtp, Math.round(lotteryReturn(formatOfGame(lottery.name)) * 10_000) / 100);
  assert.is((await launch(s, m.token, 'FISH')).rtp, 96, 'fish shooting: every target returns 96 %');
});

byDefault.run();

const brazil = suite<{ s: Server }>('BR profile: no advance bonuses', {} as never);
brazil.before(async (ctx) => {
  ctx.s = await start({ overrides: BR });
});
brazil.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

brazil('only promotions paid after play are listed; cashback stays', async ({ s }) => {
  const m = member(s);
  for (const list of [await promotions(s), await promotions(s, m.token)]) {
    assert.ok(list.length > 0);
    assert.ok(
      list.every((p) => !isAdvanceBonus(p)),
      JSON.stringify(list.map((p) => [p.id, p.kind])),
    );
    assert.ok(
      list.some((p) => p.id === 4),
      'weekly cashback (AUTO) stays',
    );
  }
  const detail = await apiCall(s, 'GET', '/wps/promo/detail?id=1&language=pt');
  assert.equal([detail.status, detail.code], [403, 'ADVANCE_BONUS_NOT_ALLOWED']);
  assert.ok((await apiCall(s, 'GET', '/wps/promo/detail?id=4&language=pt')).success);
});

brazil('joining, claiming and the paid check-in are refused, and nothing is paid', async ({ s }) => {
  const m = member(s);
  const join = await apiCall(s, 'POST', '/wps/promo/join', { token: m.token, body: { id: 8 } });
  assert.equal([join.status, join.code], [403, 'ADVANCE_BONUS_NOT_ALLOWED']);
  // A reward made claimable before the site switched to the Brazil profile is not paid either.
  setPromotionState(s.db!, m.id, 8, 'claimable');
  const claim = await apiCall(s, 'POST', '/wps/promo/claim', { token: m.token, body: { id: 8 } });
  assert.equal([claim.status, claim.code], [403, 'ADVANCE_BONUS_NOT_ALLOWED']);
  const signIn = await apiCall(s, 'POST', '/wps/promo/signIn', { token: m.token });
  assert.equal([signIn.status, signIn.code], [403, 'ADVANCE_BONUS_NOT_ALLOWED']);
  const calendar = await apiCall(s, 'GET', '/wps/promo/signIn', { token: m.token });
  assert.is(calendar.code, 'ADVANCE_BONUS_NOT_ALLOWED', 'the calendar promising R$ 1 a day is not shown');
  assert.is(ledgerSum(s, m.id), 0, 'no ledger row');
});

brazil('the deposit form offers no bonus and a deposit naming one is refused', async ({ s }) => {
  const m = member(s);
  const settings = await depositSettings(s, m.token);
  assert.equal(settings.promotions, []);
  const order = await apiCall(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: settings.methods[0]!.id, amount: 10_000, promoId: 1, idempotencyKey: idempotencyKey() },
  });
  assert.equal([order.status, order.code], [403, 'ADVANCE_BONUS_NOT_ALLOWED']);
  const plain = await apiCall(s, 'POST', '/wps/deposit/request', {
    token: m.token,
    body: { methodId: settings.methods[0]!.id, amount: 10_000, idempotencyKey: idempotencyKey() },
  });
  assert.ok(plain.success, `a deposit without a bonus: ${plain.code} ${plain.message}`);
});

brazil(
  'home advertises no advance bonus: no welcome or invite banner, no deposit-bonus announcement',
  async ({ s }) => {
    const home = await homeContent(s);
    const links = home.banners.map((b) => b.link);
    assert.not.ok(links.includes('/m/activityDetail?id=1'), links.join(' '));
    assert.not.ok(links.includes('/m/inviteFriends'));
    assert.ok(links.includes('/m/rewardCenter'), 'the cashback banner stays');
    assert.ok(links.length >= 4, 'the games banners stay');
    assert.not.ok(home.promotion.some((a) => a.promotionType === 'DEPOSIT'));
    assert.ok(home.promotion.some((a) => a.promotionType === 'REBATE'));
  },
);

brazil('the status says so, and names the regulator’s self-exclusion platform', async ({ s }) => {
  const st = await status(s);
  assert.is(st.advanceBonuses, false);
  assert.is(st.centralExclusionUrl, EXCLUSION);
});

brazil('the help centre serves the operator’s terms and responsible-gaming texts, per language', async ({ s }) => {
  const pt = await help(s, 'pt');
  const terms = pt.find((t) => t.anchor === 'terms')!;
  assert.equal([terms.title, terms.content, terms.lang], [HELP_TOPICS.terms.pt.title, HELP_TOPICS.terms.pt.html, 'pt']);
  assert.is(pt.find((t) => t.anchor === 'responsible')!.content, HELP_TOPICS.responsible.pt.html);
  assert.ok(
    pt.some((t) => t.anchor === 'deposit' && t.content.length > 0),
    'the other topics are the content’s',
  );
  const ur = await help(s, 'ur');
  const urTerms = ur.find((t) => t.anchor === 'terms')!;
  assert.equal([urTerms.title, urTerms.lang], [HELP_TOPICS.terms.en.title, 'en'], 'no Urdu text: the English one');
  assert.is(ur.find((t) => t.anchor === 'responsible')!.lang, 'pt', 'only Portuguese given: the Portuguese');
  assert.is(pt.length, ur.length, 'no topic added twice');
});

brazil('games state their return to player here too', async ({ s }) => {
  const m = member(s);
  assert.is((await launch(s, m.token, 'CRASH')).rtp, RETURN_TO_PLAYER_PERCENT);
});

brazil.run();

const switched = suite('a site that takes the BR profile');

switched('a deposit opened with a bonus before the switch is credited without the bonus', async () => {
  const dir = tempDir();
  try {
    const before = await start({ dataDir: dir });
    const m = member(before);
    const settings = await depositSettings(before, m.token);
    const order = await apiCall(before, 'POST', '/wps/deposit/request', {
      token: m.token,
      body: { methodId: settings.methods[0]!.id, amount: 10_000, promoId: 1, idempotencyKey: idempotencyKey() },
    });
    assert.is((order.value as { promisedBonus: number }).promisedBonus, 10_000);
    await before.close();

    const after = await start({ dataDir: dir, overrides: BR });
    try {
      // Her identity recorded since (money moves only from her own CPF here), and paid from it.
      insertIdentity(after.db!, {
        memberId: m.id,
        cpf: '52998224725',
        fullName: 'Ana Souza',
        birthDate: '1990-03-15',
        address: 'Rua A, 1',
      });
      const admin = readFileSync(join(dir, 'operator-token'), 'utf8').trim();
      const approved = await apiCall(after, 'POST', '/wps/admin/deposit/approve', {
        admin,
        body: { depositId: (order.value as { id: number }).id, payerCpf: '529.982.247-25' },
      });
      assert.ok(approved.success, `${approved.code} ${approved.message}`);
      assert.is((approved.value as { bonus: number }).bonus, 0, 'no bonus paid');
      assert.is(ledgerSum(after, m.id), 10_000, 'the deposit alone');
    } finally {
      await after.close();
    }
  } finally {
    cleanup(dir);
  }
});

switched.run();

const startUp = suite('BR start-up checks');

startUp('a missing or non-https central self-exclusion address warns; production refuses to start', () => {
  const input = (o: Record<string, unknown>) => ({
    host: '127.0.0.1',
    site: loadSiteConfig(null, { jurisdiction: 'BR', operator: OPERATOR, ...o }),
    db: null,
    operator: { state: 'off' as const },
  });
  const missing = goLiveWarnings(input({}));
  assert.ok(
    missing.some((w) => w.includes('"responsibleGaming.centralExclusionUrl" is not set')),
    missing.join('\n'),
  );
  const plain = goLiveWarnings(input({ responsibleGaming: { centralExclusionUrl: 'http://example.gov.br' } }));
  assert.ok(
    plain.some((w) => w.includes('is not an https address')),
    plain.join('\n'),
  );
  assert.not.ok(
    goLiveWarnings(input({ responsibleGaming: { centralExclusionUrl: EXCLUSION } })).some((w) =>
      w.includes('centralExclusionUrl'),
    ),
  );
  assert.throws(
    () => goLiveLines(input({ siteMode: 'production' })),
    (e: unknown) => e instanceof StartRefused && /centralExclusionUrl/.test((e as Error).message),
  );
  // The default profile asks nothing of it.
  const plainSite = {
    host: '127.0.0.1',
    site: loadSiteConfig(null, {}),
    db: null,
    operator: { state: 'off' as const },
  };
  assert.not.ok(goLiveWarnings(plainSite).some((w) => w.includes('centralExclusionUrl')));
});

startUp(
  'a BR site whose deposit methods hold no PIX warns, and production refuses to start: members could not deposit',
  () => {
    const input = (wallet: Record<string, unknown> | undefined, o: Record<string, unknown> = {}) => ({
      host: '127.0.0.1',
      site: loadSiteConfig(null, {
        jurisdiction: 'BR',
        operator: OPERATOR,
        responsibleGaming: { centralExclusionUrl: EXCLUSION },
        ...(wallet ? { wallet } : {}),
        ...o,
      }),
      db: null,
      operator: { state: 'off' as const },
    });
    const bankOnly = {
      banks: [{ code: 'B1', name: 'Banco Um' }],
      methods: [{ id: 'bank', kind: 'BANK', name: 'Bank transfer', banks: ['B1'] }],
    };
    const said = goLiveWarnings(input(bankOnly));
    assert.ok(
      said.some((w) => w.includes('takes deposits by PIX only, but "wallet.methods" has no such method')),
      said.join('\n'),
    );
    assert.throws(
      () => goLiveLines(input(bankOnly, { siteMode: 'production' })),
      (e: unknown) => e instanceof StartRefused && /wallet\.methods/.test((e as Error).message),
    );
    const withPix = { ...bankOnly, methods: [...bankOnly.methods, { id: 'pix', kind: 'PIX', name: 'PIX' }] };
    assert.not.ok(goLiveWarnings(input(withPix)).some((w) => w.includes('wallet.methods')));
    // The default profile takes any kind: a bank-only site is fine there.
    const plain = {
      host: '127.0.0.1',
      site: loadSiteConfig(null, { wallet: bankOnly }),
      db: null,
      operator: { state: 'off' as const },
    };
    assert.not.ok(goLiveWarnings(plain).some((w) => w.includes('wallet.methods')));
  },
);

startUp('operator help texts that are malformed, or for another topic, stop the start', async () => {
  for (const [helpTopics, said] of [
    [{ privacy: { pt: { title: 'x', html: '<p>x</p>' } } }, /helpTopics.privacy: only terms and responsible/],
    [{ terms: { pt: { title: '', html: '<p>x</p>' } } }, /helpTopics.terms.pt: must be/],
    [{ terms: { fr: { title: 'x', html: '<p>x</p>' } } }, /helpTopics.terms.fr: not a language/],
  ] as const) {
    const dir = tempDir();
    try {
      await (await start({ dataDir: dir, overrides: { helpTopics } })).close();
      assert.unreachable(`started with ${JSON.stringify(helpTopics)}`);
    } catch (e) {
      assert.match((e as Error).message, said);
    } finally {
      cleanup(dir);
    }
  }
});

startUp.run();
