// Request input is read by each call's parser (server/api/input/); amounts typed as text are
// read with the client's own money rule, so the server never refuses what the client sent or
// accepts what the client would refuse.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { id, object } from '../../server/api/input/combinators.ts';
import { idempotencyKey } from '../../server/api/input/wallet.ts';
import { paramParsers } from '../../server/api/input/index.ts';
import { HttpError } from '../../server/http/envelope.ts';
import { parseAmount } from '../../src/rules/wallet.ts';
import type { GamePage } from '../../src/api/types.ts';
import { cleanup, json, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('params', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const AMOUNTS = [
  '0.05',
  '0,05',
  ' 0.10 ',
  '1',
  '12,5',
  '12.50',
  '999999999.99',
  '0.055',
  '1e3',
  '-1',
  '.5',
  '1.',
  '',
  'abc',
];

t("SPEC §5 an amount as text is read with the client's parseAmount: the same cents, the same refusals", () => {
  for (const text of AMOUNTS.filter((a) => a !== '')) {
    const client = parseAmount(text);
    let server: number | 'refused';
    try {
      const read = paramParsers.gameList.read({ minBet: text }, '', 'query').minBet;
      server = read === undefined ? -1 : (parseAmount(read) ?? -1);
    } catch (e) {
      assert.ok(e instanceof HttpError && e.status === 400 && e.code === 'BAD_PARAM', String(e));
      server = 'refused';
    }
    assert.equal(server, client ?? 'refused', JSON.stringify(text));
  }
});

t('SPEC §9 min-bet filter over HTTP: "0,05" filters like "0.05"; "0.055" is 400 BAD_PARAM', async ({ s }) => {
  const list = async (minBet: string) => {
    const q = new URLSearchParams({ language: 'en', pageNo: '1', pageSize: '50', gameType: 'RNG', minBet });
    const res = await fetch(`${s.url}/wps/game/list?${q}`);
    return { status: res.status, ...(await json(res)) };
  };
  const dot = await list('0.05');
  const comma = await list('0,05');
  assert.ok(dot.success, dot.message);
  const games = (v: unknown) => (v as GamePage).games.map((g) => g.nodeId);
  assert.ok(games(dot.value).length > 0);
  assert.equal(games(comma.value), games(dot.value));
  const bad = await list('0.055');
  assert.equal([bad.status, bad.code], [400, 'BAD_PARAM']);
});

t(
  'body ids are positive integers: 0, -1, 1.5, "1" and null are 400 BAD_BODY; an absent optional id is left out',
  () => {
    const body = object({ id: id() });
    for (const v of [0, -1, 1.5, '1', null, Number.MAX_SAFE_INTEGER + 1]) {
      assert.throws(
        () => body.read({ id: v }, '', 'body'),
        (e: unknown) => e instanceof HttpError && e.code === 'BAD_BODY' && e.message.startsWith('id '),
        String(v),
      );
    }
    assert.equal(body.read({ id: 7 }, '', 'body'), { id: 7 });
    assert.equal(
      paramParsers.deposit.read(
        { methodId: 'pix', amount: 100, idempotencyKey: 'k-12345678', promoId: null },
        '',
        'body',
      ).promoId,
      undefined,
    );
  },
);

t('an idempotency key is 8 to 64 letters, digits, _ or -', () => {
  const key = idempotencyKey();
  for (const k of ['short', 'x'.repeat(65), 'has space 123', 'ümlaut-123']) {
    assert.throws(
      () => key.read(k, 'idempotencyKey', 'body'),
      (e: unknown) => e instanceof HttpError && e.code === 'BAD_BODY',
      k,
    );
  }
  assert.is(key.read('abc_DEF-12', 'idempotencyKey', 'body'), 'abc_DEF-12');
});

t.run();
