// The HTML the server writes, checked by html-validate (rules in test/setup/html-rules.ts): the
// app's index.html with its boot shell, as a visitor's home and login get it, and the server's own
// pages (a demo game, its expired page, the live chat and its expired page).
import { HtmlValidate } from 'html-validate';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMember, createSession } from '../../server/db/members.ts';
import { HTML_RULES } from '../setup/html-rules.ts';
import { apiCall, cleanup, json, start } from '../setup/server.ts';

type Server = Awaited<ReturnType<typeof start>>;
const t = suite<{ s: Server }>('html valid', {} as { s: Server });
t.before(async (ctx) => {
  ctx.s = await start();
});
t.after(async (ctx) => {
  await ctx.s.close();
  cleanup(ctx.s.dataDir);
});

const validator = new HtmlValidate(HTML_RULES);

/** Every html-validate finding on `html`, as "rule: message (line:column)". */
async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (${m.line}:${m.column})`));
}

async function page(s: Server, path: string, status = 200): Promise<string> {
  const res = await fetch(`${s.url}${path}`, { headers: { Accept: 'text/html' } });
  assert.is(res.status, status, path);
  assert.match(res.headers.get('content-type') ?? '', 'text/html', path);
  return res.text();
}

let n = 0;
const member = (s: Server) => {
  const id = createMember(s.db!, { userName: `valid${++n}x${Date.now() % 100000}`, passwordHash: 'x', type: 0 });
  return createSession(s.db!, id);
};

t('index.html, the boot shell every app route is answered with, is valid HTML', async ({ s }) => {
  for (const path of ['/m/home', '/m/login', '/m/register'])
    assert.equal(await problems(await page(s, path)), [], path);
});

t('a validator finds what it is here for: no src, a label a span cannot carry, an empty heading', async () => {
  const found = await problems(
    '<!doctype html><html lang="en"><head><title>x</title></head><body><img alt=""><span aria-label="3 unread">3</span><h2></h2></body></html>',
  );
  assert.equal(
    found.map((f) => f.split(':')[0]),
    ['element-required-attributes', 'aria-label-misuse', 'empty-heading'],
  );
});

t("the server's own pages: a demo game, a spent ticket's page, the live chat and an expired chat", async ({ s }) => {
  const token = member(s);
  const game = s
    .db!.prepare(
      "SELECT node_id AS nodeId, game_id AS gameId, vassalage FROM games WHERE game_type = 'RNG' ORDER BY sort LIMIT 1",
    )
    .get() as { nodeId: number; gameId: string; vassalage: string };
  const launch = await json(
    await fetch(`${s.url}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...game, language: 'en' }),
    }),
  );
  assert.is(launch.success, true, launch.message);
  const gameUrl = (launch.value as { url: string }).url;
  assert.equal(await problems(await page(s, gameUrl)), [], 'the demo game page');
  assert.equal(await problems(await page(s, gameUrl, 410)), [], 'its page once the ticket is spent');
  const chat = await apiCall(
    s,
    'GET',
    `/wps/chat/launch?b2c=1&language=ur&backUrl=${encodeURIComponent('http://app.test/m/message')}&title=Chat`,
    { token },
  );
  assert.ok(chat.success, chat.message);
  const chatUrl = new URL((chat.value as { chatUrl: string }).chatUrl, s.url);
  assert.equal(await problems(await page(s, chatUrl.pathname + chatUrl.search)), [], 'the live chat page');
  assert.equal(await problems(await page(s, '/support/chat?ticket=made-up', 410)), [], 'an expired chat');
});

t.run();
