// The reference implementation of every call in src/api/endpoints.ts, one module per
// feature. The annotation makes a call without a handler a type error.
import type { EndpointName } from '../../src/api/endpoints.ts';
import type { Handlers } from './context.ts';
import { systemHandlers } from './system.ts';
import { gameHandlers } from './games.ts';
import { memberHandlers } from './member.ts';
import { favouriteHandlers } from './favourites.ts';
import { playHandlers } from './play.ts';
import { crashHandlers } from './crash.ts';
import { rouletteHandlers } from './roulette.ts';
import { pokerHandlers } from './poker.ts';
import { bingoHandlers } from './bingo.ts';
import { baccaratHandlers } from './baccarat.ts';
import { gameshowHandlers } from './gameshow.ts';
import { fishHandlers } from './fish.ts';
import { sportsHandlers } from './sports.ts';
import { homeHandlers } from './home.ts';
import { accountHandlers } from './accounts.ts';
import { messageHandlers } from './messages.ts';
import { chatHandlers } from './chat.ts';
import { promoHandlers } from './promo.ts';
import { promoCommentHandlers } from './promo-comments.ts';
import { depositHandlers } from './deposits.ts';
import { moneyStatusHandlers } from './money-status.ts';
import { withdrawalHandlers } from './withdrawals.ts';
import { bonusHandlers } from './bonus.ts';
import { bankCardHandlers } from './bank-cards.ts';
import { transactionHandlers } from './transactions.ts';
import { paymentPasswordHandlers } from './payment-password.ts';
import { memberProfileHandlers } from './member-profile.ts';
import { operatorHandlers } from './operator.ts';
import { operatorChatHandlers } from './operator-chat.ts';
import { operatorMemberHandlers } from './operator-members.ts';
import { operatorIdentityHandlers } from './operator-identity.ts';
import { operatorContentHandlers } from './operator-content.ts';
import { memberSettingsHandlers } from './member-settings.ts';
import { agentHandlers } from './agents.ts';
import { agentContractHandlers } from './agent-contracts.ts';
import { lotteryHandlers } from './lottery.ts';
import { responsibleHandlers } from './responsible.ts';
import { playLimitHandlers } from './play-limits.ts';

export type { ApiContext } from './context.ts';

export const handlers: Handlers<EndpointName> = {
  ...systemHandlers,
  ...gameHandlers,
  ...memberHandlers,
  ...favouriteHandlers,
  ...playHandlers,
  ...crashHandlers,
  ...rouletteHandlers,
  ...pokerHandlers,
  ...bingoHandlers,
  ...baccaratHandlers,
  ...gameshowHandlers,
  ...fishHandlers,
  ...sportsHandlers,
  ...homeHandlers,
  ...accountHandlers,
  ...messageHandlers,
  ...chatHandlers,
  ...promoHandlers,
  ...promoCommentHandlers,
  ...depositHandlers,
  ...moneyStatusHandlers,
  ...withdrawalHandlers,
  ...bonusHandlers,
  ...bankCardHandlers,
  ...transactionHandlers,
  ...paymentPasswordHandlers,
  ...memberProfileHandlers,
  ...operatorHandlers,
  ...operatorMemberHandlers,
  ...operatorIdentityHandlers,
  ...operatorContentHandlers,
  ...operatorChatHandlers,
  ...memberSettingsHandlers,
  ...agentHandlers,
  ...agentContractHandlers,
  ...lotteryHandlers,
  ...responsibleHandlers,
  ...playLimitHandlers,
};
