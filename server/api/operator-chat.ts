// The operator's side of the in-app live chat (server/chat/serve.ts): list the conversations,
// read one, reply, close. Operator-level calls; a reply and a close leave an audit row
// (server/operator/audit.ts), the reads none.
import { closeConversation, conversationOf, conversations, operatorReplies } from '../db/chat.ts';
import { apiError } from '../http/errors.ts';
import { audited, targetOf } from '../operator/audit.ts';
import { messageBody } from '../chat/serve.ts';
import type { Handlers } from './context.ts';

const noConversation = (user: string) =>
  apiError('NO_CONVERSATION', `"${user}" has no chat conversation (the member writes first)`);
const conversation = targetOf('chat', 'user');

export const operatorChatHandlers: Handlers<'chatList' | 'chatShow' | 'chatReply' | 'chatClose'> = {
  chatList: (ctx) => conversations(ctx.db, ctx.params.status ?? 'open'),
  chatShow: (ctx) => {
    const { user } = ctx.params;
    const c = conversationOf(ctx.db, user);
    if (!c) throw noConversation(user);
    return c;
  },
  chatReply: audited(
    'chatReply',
    conversation,
    (ctx) => {
      const { user } = ctx.params;
      const r = operatorReplies(ctx.db, user, messageBody({ body: ctx.params.body }));
      if (r === 'NOT_FOUND') throw noConversation(user);
      if (r === 'CLOSED') throw apiError('CONVERSATION_CLOSED');
      return r;
    },
    (v) => ({ messageId: v.id }),
  ),
  chatClose: audited(
    'chatClose',
    conversation,
    (ctx) => {
      const { user } = ctx.params;
      const c = closeConversation(ctx.db, user);
      if (!c) throw noConversation(user);
      return c;
    },
    (v) => ({ status: v.status }),
  ),
};
