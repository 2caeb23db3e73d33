// SPEC §7 "Chat unread count (GET, module CBS3, alert off, throttled 250 ms; value.unReadCount),
// fetched when CBS3 is on and member type is not 4": its own call beside the inbox counters.
// The unread stream (src/streams/unread.ts) decides when (CBS3 on, type not 4) and throttles
// both together at 250 ms. Alert off: a failed chat count shows nothing and keeps the last
// count, so the inbox counters still arrive. Loaded only for a member who has a chat.
import { call } from '../api/client';
import * as memberApi from '../api/calls/member';
import * as messagesApi from '../api/calls/messages';
import type { UnreadCounts } from '../api/types';

let lastChat = 0;

export interface ChatUnreadDeps {
  counts: () => Promise<UnreadCounts>;
  chat: () => Promise<{ unReadCount: number }>;
}

const APP: ChatUnreadDeps = {
  // No client retries: the stream has its own backoff, so a poll is never more than one request each.
  counts: () => call(memberApi.unreadCounts, { withChat: false }, { retries: 0 }),
  chat: () => call(messagesApi.chatUnread, { module: 'CBS3' }, { retries: 0 }),
};

/** The inbox and announcement counters with the chat's own count; fails only when the counters do. */
export async function countsWithChat(deps: ChatUnreadDeps = APP): Promise<UnreadCounts> {
  const [counts, chat] = await Promise.all([
    deps.counts(),
    deps.chat().then(
      (v) => v.unReadCount,
      () => lastChat,
    ),
  ]);
  lastChat = chat;
  return { ...counts, chatUnreadCount: chat };
}
