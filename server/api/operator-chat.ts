// The operator's side of the in-app live chat (server/chat/serve.ts): list the conversations,
// read one, reply, close. Operator-level calls; a reply and a close leave an audit row
// (server/operator/audit.ts), the reads none.
import { closeConversation, conversationOf, conversations, operatorReplies } from '../db/chat.ts';
import { HttpError } from '../http/envelope.ts';
import { audited, targetOf } from '../operator/audit.ts';
import { messageBody } from '../chat/serve.ts';
import type { Handlers } from './context.ts';
import * as p from './params.ts';

const noConversation = (user: string) =>
  new HttpError(404, 'NO_CONVERSATION', `"${user}" has no chat conversation (the member writes first)`);
const conversation = targetOf('chat', 'user');

export const operatorChatHandlers: Handlers<'chatList' | 'chatShow' | 'chatReply' | 'chatClose'> = {
  chatList: (ctx) => {
    const status = ctx.query.get('status') ?? 'open';
    if (status !== 'open' && status !== 'closed')
      throw new HttpError(400, 'BAD_PARAM', 'status must be open or closed');
    return conversations(ctx.db, status);
  },
  chatShow: (ctx) => {
    const user = p.text(ctx.query, 'user', 64) ?? '';
    const c = conversationOf(ctx.db, user);
    if (!c) throw noConversation(user);
    return c;
  },
  chatReply: audited(
    'chatReply',
    conversation,
    (ctx) => {
      const b = p.object(ctx.body);
      const user = p.trimmed(b, 'user', 64);
      const r = operatorReplies(ctx.db, user, messageBody(b));
      if (r === 'NOT_FOUND') throw noConversation(user);
      if (r === 'CLOSED')
        throw new HttpError(
          409,
          'CONVERSATION_CLOSED',
          'This conversation is closed; it opens again when the member writes',
        );
      return r;
    },
    (v) => ({ messageId: v.id }),
  ),
  chatClose: audited(
    'chatClose',
    conversation,
    (ctx) => {
      const user = p.trimmed(p.object(ctx.body), 'user', 64);
      const c = closeConversation(ctx.db, user);
      if (!c) throw noConversation(user);
      return c;
    },
    (v) => ({ status: v.status }),
  ),
};
