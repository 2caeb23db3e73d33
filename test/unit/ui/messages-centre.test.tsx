// The message centre (SPEC §2.10) in happy-dom: rows by flag and link, unread badges,
// and where the inbox row leads for a visitor, a member and type 4 (SPEC §6, §8).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionInfo, SiteStatus } from '../../../src/api/types.ts';
import MessageCentre from '../../../src/pages/messages/message-centre.tsx';
import { setDictionary } from '../../../src/state/i18n.ts';
import { setSession } from '../../../src/state/session.ts';
import { site } from '../../../src/state/site.ts';
import { toasts } from '../../../src/state/toasts.ts';
import { unread, ZERO } from '../../../src/state/unread.ts';
import { serviceLinks } from '../../../src/state/chat.ts';
import { click, flush, render, type Rendered } from '../../setup/render.tsx';
import { installFetch, ok, type FakeFetch } from '../../setup/fake-fetch.ts';

const STATUS = {
  location: 'BR',
  maintenance: false,
  regionRestriction: false,
  info: '',
  mainDomain: 'x',
  imageCDNs: [],
  whitelabel: { CBS3: true },
  modules: {},
  templates: { mem_cen: '0', dep_func: '0' },
  currencySymbol: 'R$',
  merchantCode: 'M',
  downloadBannerExempt: [],
  links: [{ resourceType: 'TELEGRAM', url: 'https://t.me/aurora' }],
  customerService: [{ csType: 'WHATSAPP', type: '1', path: 'https://wa.me/1' }],
} as SiteStatus;
const member = (type: number): SessionInfo => ({
  token: `t${type}`,
  merchantCode: 'M',
  userName: 'ana',
  type,
  firstTimeLogin: false,
});

let view: Rendered | null = null;
let fetcher: FakeFetch | null = null;
test.before.each(() => {
  setDictionary('en', {});
  site.value = STATUS;
  setSession(null);
  toasts.value = [];
  unread.value = ZERO;
  serviceLinks.data.value = null;
  fetcher = installFetch(() => ok({ version: { pathList: STATUS.customerService } }));
});
test.after.each(() => {
  view?.unmount();
  view = null;
  fetcher?.restore();
  setSession(null);
  site.value = null;
  unread.value = ZERO;
  toasts.value = [];
});

async function show() {
  const loc = memoryLocation({ path: '/m/message', record: true });
  view = await render(
    <Router hook={loc.hook}>
      <MessageCentre />
    </Router>,
  );
  await flush();
  return loc;
}
const rowLabels = () => [...view!.container.querySelectorAll('.msg-row-label')].map((e) => e.textContent);
const row = (key: string) =>
  [...view!.container.querySelectorAll<HTMLElement>('.msg-row')].find((e) => e.textContent?.includes(key))!;

test('SPEC §2.10 rows: Telegram (external), announcements, inbox, live chat with CBS3, customer service', async () => {
  await show();
  assert.equal(rowLabels(), [
    'message.telegram',
    'message.announcements',
    'message.inbox',
    'message.liveChat',
    'message.customerService',
    'message.feedback',
    'message.help',
  ]);
  const telegram = row('message.telegram') as HTMLAnchorElement;
  assert.equal(
    [telegram.getAttribute('href'), telegram.target, telegram.rel],
    ['https://t.me/aurora', '_blank', 'noopener noreferrer'],
  );
  assert.is(row('message.announcements').getAttribute('href'), '/m/notice', 'announcements also without a session');
  assert.equal(
    [row('message.feedback').getAttribute('href'), row('message.help').getAttribute('href')],
    ['/m/feedback', '/m/help'],
  );
});

test('SPEC §2.10 live chat shows only with CBS3; Telegram only with a link', async () => {
  site.value = { ...STATUS, whitelabel: { CBS3: false }, links: [] };
  await show();
  assert.equal(rowLabels(), [
    'message.announcements',
    'message.inbox',
    'message.customerService',
    'message.feedback',
    'message.help',
  ]);
});

test('SPEC §4 unread badges on the rows: with a session only, 99+ above 99', async () => {
  unread.value = { inboxUnreadCount: 3, chatUnreadCount: 120, announcementUnreadCount: 5 };
  await show();
  assert.is(view!.container.querySelectorAll('.badge').length, 0, 'a visitor sees no badge');
  view!.unmount();
  setSession(member(0));
  await show();
  assert.is(row('message.inbox').querySelector('.badge')?.textContent, '3');
  assert.is(row('message.liveChat').querySelector('.badge')?.textContent, '99+');
  assert.is(row('message.announcements').querySelector('.badge'), null, 'announcements carry no count');
});

test('SPEC §2.10/§6 inbox row: a visitor is sent to /m/login (then to the inbox), a member to /m/webEmail', async () => {
  let loc = await show();
  await click(row('message.inbox'));
  assert.is(loc.history.at(-1), '/m/login?from=%2Fm%2FwebEmail');
  view!.unmount();
  setSession(member(0));
  loc = await show();
  await click(row('message.inbox'));
  assert.is(loc.history.at(-1), '/m/webEmail');
});

test('SPEC §8 inbox row: type 4 stays, with the free_reject offline toast for 1 s', async () => {
  setSession(member(4));
  const loc = await show();
  await click(row('message.inbox'));
  assert.equal(loc.history, ['/m/message']);
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text, x.durationMs]),
    [['offline', 'toast.freeReject', 1000]],
  );
});

test('SPEC §8 live chat row: type 4 is refused (free_reject, 1 s) and nothing is fetched', async () => {
  setSession(member(4));
  await show();
  const before = fetcher!.calls.length;
  await click(row('message.liveChat'));
  await flush();
  assert.equal(
    toasts.value.map((x) => [x.kind, x.text, x.durationMs]),
    [['offline', 'toast.freeReject', 1000]],
  );
  assert.is(fetcher!.calls.length, before, 'no chat launch call');
});

test.run();
