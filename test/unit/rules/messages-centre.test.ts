import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contractPrompts } from '../../../src/rules/contract-prompts.ts';
import { helpTopicIndex, messageRows, noticeIndex } from '../../../src/rules/message-centre.ts';

const CS = [{ csType: 'LIVECHAT', type: '3', path: 'xxxxABCDEFGH' }];
const ids = (o: Partial<Parameters<typeof messageRows>[0]>) =>
  messageRows({ telegramLink: null, cbs3: false, customerService: [], ...o }).map((r) => r.id);

test('SPEC §2.10 message centre: announcements and inbox always, in order; no dead end: feedback and help close it', () => {
  assert.equal(ids({}), ['announcements', 'inbox', 'feedback', 'help']);
});

test('SPEC §2.10 message centre: Telegram with a link, live chat with CBS3, customer service with an entry', () => {
  assert.equal(ids({ telegramLink: 'https://t.me/x', cbs3: true, customerService: CS }), [
    'telegram',
    'announcements',
    'inbox',
    'liveChat',
    'customerService',
    'feedback',
    'help',
  ]);
  const base = ['announcements', 'inbox', 'feedback', 'help'];
  assert.equal(ids({ telegramLink: ' ' }), base, 'a blank link is no link');
  assert.equal(ids({ customerService: [{ csType: 'LIVECHAT', type: '1', path: '' }] }), base);
  const [telegram] = messageRows({ telegramLink: 'https://t.me/x', cbs3: false, customerService: [] });
  assert.equal(telegram, { id: 'telegram', url: 'https://t.me/x' });
});

test('SPEC §2.3/§2.1 notice index from the query: ?2, ?index=2 or ?i=2; nothing else', () => {
  assert.is(noticeIndex('?2'), 2);
  assert.is(noticeIndex('0'), 0);
  assert.is(noticeIndex('?index=3'), 3);
  assert.is(noticeIndex('?i=1'), 1);
  for (const q of ['', '?', '?-1', '?x', '?index=a', '?i=1.5', '?99999']) assert.is(noticeIndex(q), -1, q);
});

const ANCHORS = ['register', 'deposit', 'terms'];
test('SPEC §2.11 help topic: from ?i= (default 0), out of range or junk falls back to 0', () => {
  assert.is(helpTopicIndex('', '', ANCHORS), 0);
  assert.is(helpTopicIndex('?i=1', '', ANCHORS), 1);
  assert.is(helpTopicIndex('i=2', '', ANCHORS), 2);
  for (const q of ['?i=3', '?i=-1', '?i=x', '?i=1.5', '?i=']) assert.is(helpTopicIndex(q, '', ANCHORS), 0, q);
});

test('SPEC §2.5 help topic: the #terms anchor selects the terms topic, over ?i=', () => {
  assert.is(helpTopicIndex('', '#terms', ANCHORS), 2);
  assert.is(helpTopicIndex('?i=1', '#terms', ANCHORS), 2);
  assert.is(helpTopicIndex('?i=1', '#nope', ANCHORS), 1, 'an unknown anchor is ignored');
});

test('SPEC §4 agent contract prompts: one per pending kind, in order, each to its route', () => {
  assert.equal(contractPrompts({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false }), []);
  assert.equal(
    contractPrompts({ dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true }).map(
      (p) => p.route,
    ),
    ['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'],
  );
  assert.equal(
    contractPrompts({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: true }).map(
      (p) => p.kind,
    ),
    ['hourly'],
  );
});

test.run();
