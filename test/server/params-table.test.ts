// Every call's parameters are read by the dispatcher from the call's parser (server/api/input/),
// over real HTTP, generated from the endpoint table itself: a call added to the contract is
// walked here without a new line. For each parameter a call declares, a request whose other
// parameters are well formed and this one of the wrong type gets the dispatcher's 400 naming
// the parameter, before the handler runs (SPEC §8 error catalogue: a clear refusal, nothing done).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apiRoutes } from '../../server/app.ts';
import type { Parser, Source } from '../../server/api/input/combinators.ts';
import { paramParsers } from '../../server/api/input/index.ts';
import { createMember, createSession } from '../../server/db/members.ts';
import { cleanup, json, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
type Route = (typeof apiRoutes)[number];
const t = suite<{ s: Server }>('params-table', {} as { s: Server });
const ADMIN_TOKEN = 'params-table-admin-token';
t.before(async (ctx) => {
  ctx.s = await start({ overrides: { wallet: { adminToken: ADMIN_TOKEN } } });
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

let n = 0;
/** Type 1: a real-money account and an agent, so every member, real and agent call admits it. */
function headersFor(s: Server, r: Route): Record<string, string> {
  if (r.access === 'public') return {};
  if (r.access === 'operator') return { 'X-Admin-Token': ADMIN_TOKEN };
  const id = createMember(s.db!, { userName: `pt${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 1 });
  return { Authorization: `Bearer ${createSession(s.db!, id)}` };
}

/** Reads go as query text (a DELETE too, as the client sends it), writes as a JSON body. */
const sourceOf = (r: Route): Source => (r.method === 'GET' || r.method === 'DELETE' ? 'query' : 'body');

async function send(s: Server, r: Route, params: Record<string, unknown>) {
  const headers: Record<string, string> = { Accept: 'application/json', ...headersFor(s, r) };
  let url = `${s.url}${r.path}`;
  let body: string | undefined;
  if (sourceOf(r) === 'query') {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) q.set(k, String(v));
    url += `?${q}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(params);
  }
  const res = await fetch(url, { method: r.method, headers, body });
  return { status: res.status, ...(await json(res)) };
}

const fieldsOf = (name: Route['name']): Record<string, Parser<unknown>> =>
  (paramParsers[name] as Parser<unknown>).fields ?? {};

t(
  'every parameter of every call: the wrong type is refused by the dispatcher with 400, the parameter named',
  async ({ s }) => {
    let walked = 0;
    const withParams = new Set<string>();
    for (const r of apiRoutes) {
      const from = sourceOf(r);
      const good = (paramParsers[r.name] as Parser<unknown>).sample.good as Record<string, unknown>;
      for (const [field, p] of Object.entries(fieldsOf(r.name))) {
        const wrong = p.sample.wrong[from];
        if (wrong === undefined) continue;
        const got = await send(s, r, { ...good, [field]: wrong });
        const code = p.code ?? (from === 'query' ? 'BAD_PARAM' : 'BAD_BODY');
        assert.equal(
          [got.status, got.code],
          [400, code],
          `${r.name}.${field} = ${JSON.stringify(wrong)}: ${got.message}`,
        );
        assert.ok(got.message.startsWith(field), `${r.name}: "${got.message}" names ${field}`);
        walked++;
        withParams.add(r.name);
      }
    }
    // Most calls declare parameters; the rest (systemStatus, wallet, ...) take none.
    assert.ok(withParams.size > 90, `${withParams.size} calls walked`);
    assert.ok(walked > 200, `${walked} parameters walked`);
  },
);

t('a write whose body is not a JSON object is refused the same way, on every call that takes a body', async ({ s }) => {
  for (const r of apiRoutes.filter((x) => sourceOf(x) === 'body' && Object.keys(fieldsOf(x.name)).length > 0)) {
    const headers = { Accept: 'application/json', 'Content-Type': 'application/json', ...headersFor(s, r) };
    const res = await fetch(`${s.url}${r.path}`, { method: r.method, headers, body: '["a list"]' });
    const got = { status: res.status, ...(await json(res)) };
    assert.equal([got.status, got.code, got.message], [400, 'BAD_BODY', 'body must be a JSON object'], r.name);
  }
});

t(
  "the well-formed sample each walk starts from passes every call's parser, so each refusal above is the one wrong parameter",
  () => {
    for (const r of apiRoutes) {
      const good = (paramParsers[r.name] as Parser<unknown>).sample.good;
      const raw =
        sourceOf(r) === 'query'
          ? JSON.parse(JSON.stringify(good, (_, v) => (typeof v === 'object' ? v : String(v))))
          : good;
      assert.not.throws(() => paramParsers[r.name].read(raw, '', sourceOf(r)), r.name);
    }
  },
);

t.run();
