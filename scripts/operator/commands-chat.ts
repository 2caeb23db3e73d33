// The operator CLI's live-chat commands (the in-app chat under CBS3, server/chat/serve.ts):
// list the open conversations with how long each member waits, read one, reply, close.
import * as operator from '../../src/api/calls/operator.ts';
import type { ChatConversation, ChatMessage } from '../../src/api/types.ts';
import { call } from './client.ts';
import { type Command, choice, flag, usageError } from './command.ts';
import { age, fields, table } from './format.ts';

const PREVIEW = 48;
const preview = (m: ChatMessage | null) => {
  if (!m) return '-';
  const text = m.body.replace(/\s+/g, ' ');
  return `${m.from === 'member' ? 'member' : 'you'}: ${text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text}`;
};
const since = (iso: string | null, now: number) =>
  iso ? age(Math.max(0, Math.round((now - Date.parse(iso)) / 1000))) : 'answered';

function userArg(c: Command, rest: readonly string[]): string {
  const user = rest[1];
  if (!user) throw usageError(c, 'name the member (their user name)');
  return user;
}

const chat: Command = {
  words: ['chat'],
  usage: 'chat list [--closed] | chat show <user> | chat reply <user> --body <text> | chat close <user>',
  summary: "the live chat: open conversations and how long each member waits, one member's history, reply, close",
  help: 'list shows the open conversations, the longest-open first, with the last message and how long the member has waited for an answer ("answered" when the last word was yours); --closed lists the closed ones. reply writes to an open conversation (at most 500 characters); the member sees it in the chat and as the chat unread badge until they open the chat. close ends a conversation; the member writing again opens it.',
  async run(ctx, rest) {
    const action = choice(this, rest, 0, ['list', 'show', 'reply', 'close'] as const);
    const now = Date.now();
    if (action === 'list') {
      const status = ctx.args.flags.get('closed') === true ? 'closed' : 'open';
      const list = (await call(ctx.connect(), operator.chatList, { status })) as ChatConversation[];
      const text = table(
        status === 'open' ? 'Open conversations' : 'Closed conversations',
        ['member', 'waiting', 'open for', 'last message'],
        list.map((c) => [c.userName, since(c.waitingSince, now), since(c.openedAt, now), preview(c.lastMessage)]),
      );
      return { value: list, text };
    }
    const user = userArg(this, rest);
    if (action === 'show') {
      const c = (await call(ctx.connect(), operator.chatShow, { user })) as ChatConversation & {
        messages: ChatMessage[];
      };
      const head = fields([
        ['member', c.userName],
        ['status', c.status],
        ['waiting', since(c.waitingSince, now)],
      ]);
      const lines = c.messages.map(
        (m) => `[${m.at.slice(0, 16).replace('T', ' ')}] ${m.from === 'member' ? c.userName : 'you'}: ${m.body}`,
      );
      return { value: c, text: [head, '', ...lines].join('\n') };
    }
    if (action === 'reply') {
      const m = (await call(ctx.connect(), operator.chatReply, { user, body: flag(this, ctx, 'body') })) as ChatMessage;
      return { value: m, text: `Replied to ${user} (message ${m.id})` };
    }
    const c = (await call(ctx.connect(), operator.chatClose, { user })) as ChatConversation;
    return { value: c, text: `Conversation with ${c.userName} closed` };
  },
};

export const CHAT_COMMANDS: readonly Command[] = [chat];
