// The route table's guards as a player meets them (routes.ts, ui/RouteGuard; SPEC §5, §6, §8):
// a member a page is not for is told why, sent home from money and the inbox, refused in place
// on the agent centre; a visitor on the agent centre is asked to log in right there.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PATHS, resolveRoute } from '../../../src/routes.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { setSession } from '../../../src/state/session.ts';
import { toasts } from '../../../src/state/toasts.ts';
import { guarded } from '../../../src/ui/RouteGuard/index.tsx';
import { flush, render, type Rendered } from '../../setup/render.tsx';

const Page = () => <p>the page</p>;
const Visitor = () => <p>log in here</p>;
const member = (type: number) =>
  setSession({ token: `t${type}`, merchantCode: 'M', userName: 'ana', type, firstTimeLogin: false });

let view: Rendered | null = null;
test.before.each(() => {
  setDictionary('en', {});
  toasts.value = [];
});
test.after.each(() => {
  view?.unmount();
  view = null;
  setSession(null);
});

async function open(path: string) {
  const loc = memoryLocation({ path, record: true });
  const route = resolveRoute(path).route;
  const Guarded = guarded(Page, route, route.visitor ? Visitor : undefined);
  view = await render(
    <Router hook={loc.hook}>
      <Guarded />
    </Router>,
  );
  await flush();
  return loc;
}

test('SPEC §5/§8 a free account on deposit or withdraw is told the real-account text for 2 s and sent home', async () => {
  for (const path of [PATHS.deposit, PATHS.withdraw]) {
    member(4);
    toasts.value = [];
    const loc = await open(path);
    assert.not.match(view!.text(), 'the page');
    assert.equal(
      toasts.value.map((x) => [x.kind, x.text, x.durationMs]),
      [['info', 'toast.realAccountOnly', 2000]],
    );
    assert.is(loc.history.at(-1), PATHS.home, path);
    view!.unmount();
    view = null;
  }
});

test('SPEC §6/§8 a free account on the inbox gets free_reject for 1 s and goes home; a real one reads it', async () => {
  member(4);
  const loc = await open(PATHS.inbox);
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text, x.durationMs]),
    [['offline', 'toast.freeReject', 1000]],
  );
  assert.is(loc.history.at(-1), PATHS.home);
  view!.unmount();
  member(0);
  await open(PATHS.inbox);
  assert.is(view!.text(), 'the page');
});

test('SPEC §6 a member who is no agent is refused on the agent centre where they are, with the non-agent text', async () => {
  member(0);
  const loc = await open(PATHS.agent);
  assert.is(view!.container.querySelector('.state-error')?.textContent, 'agent.nonAgent');
  assert.equal(
    toasts.value.map((x) => x.text),
    ['agent.nonAgent'],
  );
  assert.is(loc.history.at(-1), PATHS.agent, 'not sent away');
});

test('SPEC §6 a visitor on the agent centre sees its own log-in prompt; an agent sees the centre', async () => {
  await open(PATHS.agent);
  assert.is(view!.text(), 'log in here');
  assert.equal(toasts.value, []);
  view!.unmount();
  member(1);
  await open(PATHS.agent);
  assert.is(view!.text(), 'the page');
});

test.run();
