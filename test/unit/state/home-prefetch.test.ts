// Round trips: home's first calls start with the entry script on every path that opens
// home (unknown paths fall back to it, SPEC §2.1), and on no other page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { installFetch, hang, type FakeFetch } from '../../setup/fake-fetch.ts';
import { startHomeCalls } from '../../../src/state/home-prefetch.ts';
import { EAGER_ROWS, HOME_SECTIONS, homeRow } from '../../../src/state/home-catalogue.ts';
import { homeContent, winners } from '../../../src/state/home-content.ts';

let fake: FakeFetch;
test.before.each(() => {
  fake = installFetch(hang);
});
test.after.each(() => fake.restore());
// The calls never answer; aborting them at the end clears the client's 10 s timeouts, which
// would otherwise keep the test process alive (and retry) long after the last assertion.
test.after(() => {
  homeContent.abort();
  winners.abort();
  for (const section of HOME_SECTIONS.slice(0, EAGER_ROWS)) homeRow(section).abort();
});

const paths = () => fake.calls.map((c) => new URL(c.url, 'http://x').pathname);

test("a page other than home starts none of home's calls", () => {
  for (const p of ['/m/login', '/m/gameLobbyCenter', '/m/member/home']) startHomeCalls(p, 'pt');
  assert.equal(fake.calls, []);
});

test('an unknown path opens home, so it starts the banners, the winners and the first rows at once', () => {
  startHomeCalls('/m/nowhere', 'pt');
  const asked = paths();
  assert.ok(asked.includes('/wps/announcement/banner'), asked.join());
  assert.ok(asked.includes('/wps/game/winners'), asked.join());
  assert.ok(asked.includes('/wps/game/hot'), asked.join());
});

test('/m/home while those are in flight asks nothing twice', () => {
  startHomeCalls('/m/home', 'pt');
  assert.equal(fake.calls, [], 'the resources dedupe in-flight calls');
});

test.run();
