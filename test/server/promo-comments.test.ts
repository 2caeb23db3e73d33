// Promotion comments with pictures (SPEC §5, §9) over real HTTP: the rules checked on the
// server (140 characters, png or jpg by content, 5 MB each, at most 3), a promotion that does
// not take comments, the pictures read back only by their owner and the operator, and the
// operator's audited review, also through `npm run operator -- comments` (run in this process).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main as operatorCli } from '../../scripts/operator/main.ts';
import { TRIAL_TYPE } from '../../src/rules/roles.ts';
import { memberWithSession } from '../setup/api.ts';
import { apiCall, cleanup, start, tempDir } from '../setup/server.ts';

const t = suite('promotion comments');

type Server = Awaited<ReturnType<typeof start>>;
/** The shipped promotion that takes comments (the Friday reload offer) and one that does not. */
const TAKES = 3;
const DOES_NOT = 1;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 9)]);
const b64 = (b: Buffer) => b.toString('base64');

async function withServer(fn: (s: Server, token: string) => Promise<void>) {
  const s = await start();
  try {
    await fn(s, readFileSync(join(s.dataDir, 'operator-token'), 'utf8').trim());
  } finally {
    await s.close();
    cleanup(s.dataDir);
  }
}

const comment = (s: Server, token: string, body: { id: number; text: string; pictures?: string[] }) =>
  apiCall(s, 'POST', '/wps/promo/comments', { token, body });

t('SPEC §5/§9 a member comments with a png and a jpg; the comment waits for review and lists as theirs', () =>
  withServer(async (s) => {
    const m = memberWithSession(s.db!);
    const detail = await apiCall(s, 'GET', `/wps/promo/detail?id=${TAKES}&language=pt`);
    assert.is((detail.value as { acceptsComments: boolean }).acceptsComments, true);
    const r = await comment(s, m.token, {
      id: TAKES,
      text: '  Meu depósito de sexta  ',
      pictures: [b64(PNG), b64(JPEG)],
    });
    assert.is(r.status, 200, r.message);
    const c = r.value as { id: number; text: string; status: string; pictures: number[] };
    assert.equal([c.text, c.status, c.pictures.length], ['Meu depósito de sexta', 'pending', 2]);
    const mine = await apiCall(s, 'GET', `/wps/promo/comments?id=${TAKES}`, { token: m.token });
    assert.equal(
      (mine.value as { id: number }[]).map((x) => x.id),
      [c.id],
    );
    const pic = await apiCall(s, 'GET', `/wps/promo/comments/picture?id=${c.pictures[1]}`, { token: m.token });
    assert.equal(pic.value, { mime: 'image/jpeg', data: b64(JPEG) });
  }),
);

t('SPEC §9 the comment is at most 140 characters (an emoji counts as one) and not empty', () =>
  withServer(async (s) => {
    const m = memberWithSession(s.db!);
    const long = await comment(s, m.token, { id: TAKES, text: 'a'.repeat(141) });
    assert.equal([long.status, long.code], [400, 'COMMENT_TOO_LONG']);
    const empty = await comment(s, m.token, { id: TAKES, text: '   ' });
    assert.equal([empty.status, empty.code], [400, 'COMMENT_EMPTY']);
    const emoji = await comment(s, m.token, { id: TAKES, text: '🎉'.repeat(140) });
    assert.is(emoji.status, 200, emoji.message);
  }),
);

t('SPEC §9 pictures: png or jpg by content, not by name; at most 5 MB each; at most 3', () =>
  withServer(async (s) => {
    const m = memberWithSession(s.db!);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    const html = Buffer.from('<script>alert(1)</script>');
    for (const bad of [gif, html, Buffer.alloc(0)]) {
      const r = await comment(s, m.token, { id: TAKES, text: 'x', pictures: [b64(bad)] });
      assert.equal([r.status, r.code], [400, 'PICTURE_TYPE'], bad.subarray(0, 6).toString());
    }
    const notBase64 = await comment(s, m.token, { id: TAKES, text: 'x', pictures: ['%%%not base64%%%'] });
    assert.equal([notBase64.status, notBase64.code], [400, 'PICTURE_TYPE']);
    const five = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const over = Buffer.concat([five, Buffer.alloc(1)]);
    const tooBig = await comment(s, m.token, { id: TAKES, text: 'x', pictures: [b64(over)] });
    assert.equal([tooBig.status, tooBig.code], [400, 'PICTURE_TOO_LARGE']);
    const four = await comment(s, m.token, {
      id: TAKES,
      text: 'x',
      pictures: [b64(PNG), b64(PNG), b64(PNG), b64(PNG)],
    });
    assert.equal([four.status, four.code], [400, 'PICTURES_TOO_MANY']);
    assert.is(s.db!.prepare('SELECT COUNT(*) FROM promotion_comments').pluck().get(), 0, 'nothing refused is kept');
    // Three pictures of exactly 5 MB: the largest comment the rules allow goes through.
    const full = await comment(s, m.token, { id: TAKES, text: 'x', pictures: [b64(five), b64(five), b64(five)] });
    assert.is(full.status, 200, full.message);
  }),
);

t('SPEC §5 a promotion without the flag, a visitor and a free-play account cannot comment', () =>
  withServer(async (s) => {
    const m = memberWithSession(s.db!);
    const off = await comment(s, m.token, { id: DOES_NOT, text: 'olá' });
    assert.equal([off.status, off.code], [409, 'COMMENTS_OFF']);
    const visitor = await apiCall(s, 'POST', '/wps/promo/comments', { body: { id: TAKES, text: 'olá' } });
    assert.is(visitor.status, 401);
    const trial = memberWithSession(s.db!, { type: TRIAL_TYPE });
    const free = await comment(s, trial.token, { id: TAKES, text: 'olá' });
    assert.equal([free.status, free.code], [403, 'FREE_REJECT']);
    // At most 3 waiting for review at once on one promotion.
    for (let i = 0; i < 3; i++) assert.is((await comment(s, m.token, { id: TAKES, text: `n${i}` })).status, 200);
    const fourth = await comment(s, m.token, { id: TAKES, text: 'n3' });
    assert.equal([fourth.status, fourth.code], [409, 'COMMENTS_PENDING_LIMIT']);
  }),
);

t("SPEC §5 a picture is read only by its owner and the operator: another member's answer is 404", () =>
  withServer(async (s, admin) => {
    const owner = memberWithSession(s.db!);
    const other = memberWithSession(s.db!);
    const c = (await comment(s, owner.token, { id: TAKES, text: 'foto', pictures: [b64(PNG)] })).value as {
      pictures: number[];
    };
    const path = `/wps/promo/comments/picture?id=${c.pictures[0]}`;
    const stranger = await apiCall(s, 'GET', path, { token: other.token });
    assert.equal([stranger.status, stranger.code], [404, 'NOT_FOUND']);
    assert.is((await apiCall(s, 'GET', path)).status, 401);
    assert.is(
      ((await apiCall(s, 'GET', `/wps/promo/comments?id=${TAKES}`, { token: other.token })).value as unknown[]).length,
      0,
      "another member's comments are not listed",
    );
    const asOperator = await apiCall(s, 'GET', `/wps/admin/promo/comments/picture?id=${c.pictures[0]}`, { admin });
    assert.equal(asOperator.value, { mime: 'image/png', data: b64(PNG) });
    // No public address serves it.
    for (const p of [`/data/site.db`, `/promo/comments/picture?id=${c.pictures[0]}`]) {
      const res = await fetch(`${s.url}${p}`, { redirect: 'manual' });
      assert.not.ok((await res.arrayBuffer()).byteLength > 0 && res.headers.get('content-type')?.startsWith('image/'));
    }
  }),
);

t(
  'SPEC §5 the operator reviews with `npm run operator -- comments`: list, save a picture, approve, reject (audited)',
  () =>
    withServer(async (s, admin) => {
      const m = memberWithSession(s.db!, { prefix: 'rev' });
      const a = (await comment(s, m.token, { id: TAKES, text: 'primeiro', pictures: [b64(JPEG)] })).value as {
        id: number;
        pictures: number[];
      };
      const b = (await comment(s, m.token, { id: TAKES, text: 'segundo' })).value as { id: number };
      const cli = async (args: string[]) => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await operatorCli(
          [...args, '--url', s.url, '--token', admin],
          {},
          (l) => out.push(l),
          (l) => err.push(l),
        );
        return { code, out: out.join('\n'), err: err.join('\n') };
      };
      const list = await cli(['comments', 'list']);
      assert.is(list.code, 0, list.err);
      for (const shown of ['primeiro', 'segundo', m.userName, 'Friday reload bonus'])
        assert.ok(list.out.includes(shown), `the list shows ${shown}:\n${list.out}`);
      const file = join(tempDir(), 'picture.jpg');
      const saved = await cli(['comments', 'picture', String(a.pictures[0]), '--out', file]);
      assert.is(saved.code, 0, saved.err);
      assert.equal(readFileSync(file), JPEG);
      assert.is((await cli(['comments', 'approve', String(a.id)])).code, 0);
      assert.is((await cli(['comments', 'reject', String(b.id)])).code, 0);
      const again = await cli(['comments', 'reject', String(a.id)]);
      assert.is.not(again.code, 0, 'a decided comment keeps its decision');
      assert.ok(again.err.includes('already been reviewed'), again.err);
      const mine = (await apiCall(s, 'GET', `/wps/promo/comments?id=${TAKES}`, { token: m.token })).value as {
        id: number;
        status: string;
      }[];
      assert.equal(
        mine.map((c) => [c.id, c.status]),
        [
          [b.id, 'rejected'],
          [a.id, 'approved'],
        ],
      );
      const audit = s
        .db!.prepare("SELECT action, target, outcome FROM operator_audit WHERE action = 'commentReview' ORDER BY id")
        .all() as { action: string; target: string; outcome: string }[];
      assert.equal(
        audit.map((r) => r.target),
        [`comment:${a.id}`, `comment:${b.id}`, `comment:${a.id}`],
      );
      assert.is((await cli(['comments', 'list'])).out.includes('primeiro'), false, 'no longer pending');
    }),
);

t('SPEC §5 the content import turns comments on and off per promotion', () =>
  withServer(async (s, admin) => {
    const promo = {
      id: 40,
      kind: 'REVIEW',
      startsAt: '2020-01-01T00:00:00.000Z',
      acceptsComments: true,
      texts: { pt: { title: 'Foto do mês', summary: 'Envie a sua foto', html: '<p>Envie</p>' } },
    };
    const publish = (p: Record<string, unknown>) =>
      apiCall(s, 'POST', '/wps/admin/content/import', { admin, body: { content: { version: 1, promotions: [p] } } });
    const first = await publish(promo);
    assert.is(first.status, 200, first.message);
    const m = memberWithSession(s.db!);
    assert.is((await comment(s, m.token, { id: 40, text: 'olá' })).status, 200);
    assert.is((await publish({ ...promo, acceptsComments: false })).status, 200);
    const off = await comment(s, m.token, { id: 40, text: 'olá' });
    assert.equal([off.status, off.code], [409, 'COMMENTS_OFF']);
    const bad = await publish({ ...promo, acceptsComments: 'yes' });
    assert.equal([bad.status, bad.code], [400, 'BAD_CONTENT']);
  }),
);

t.run();
