// Every error code the API answers, defined once: its HTTP status, the English message of
// the envelope (for logs and developers; a caller's detail may replace it, e.g. the field a
// 400 names) and, by its name, the dictionary key the app shows the player: server.<CODE> in
// i18n/pt.json, en.json and ur.json (src/api/client.ts; test/server/error-codes.test.ts checks
// that each code has its text and that no server.* key is left without a code). Every error
// the server answers is built here (apiError); the transport (status, envelope) is HttpError's.
import { HttpError } from './envelope.ts';

interface ErrorDefinition {
  status: number;
  message: string;
  /** Sent only by the real platform the client also talks to; this server never answers it. */
  platformOnly?: true;
}

export const ERRORS = {
  ACCOUNT_DELAYED: { status: 429, message: 'Too many failed logins on this account; try again later, or unlock it' },
  ACCOUNT_LOCKED: { status: 423, message: 'Too many failed logins; this address is locked for a while' },
  ACCOUNT_NO_FORMAT: { status: 400, message: 'Account number format error' },
  AFFILIATE_INVALID: { status: 400, message: 'Invalid invitation code' },
  ADVANCE_BONUS_NOT_ALLOWED: {
    status: 403,
    message: 'This promotion pays money before a bet, which the jurisdiction of this site does not allow',
  },
  AGENT_ACCOUNT: { status: 403, message: 'Agents use the agent programme links' },
  ALREADY_PAID: { status: 409, message: 'This period is already paid' },
  AMOUNT_OUT_OF_RANGE: { status: 400, message: "The amount is outside the site's limits" },
  BAD_BODY: { status: 400, message: 'The request body is not what this call takes' },
  BAD_CONTENT: { status: 400, message: 'The content is not valid' },
  BAD_ENCRYPTION: { status: 400, message: 'The login body could not be decrypted' },
  BAD_JSON: { status: 400, message: 'Request body is not valid JSON' },
  BAD_PARAM: { status: 400, message: 'A query parameter is not what this call takes' },
  BAD_PATH: { status: 400, message: 'The request path is not a valid, percent-encoded path' },
  BAD_PERIOD: { status: 400, message: 'periodStart must be a closed period of the contract' },
  BETTING_CLOSED: { status: 409, message: 'Bets for this round are closed; wait for the next one' },
  FREE_SPINS_LEFT: { status: 409, message: 'Free spins are left in this game: play them before a paid spin' },
  NO_BONUS_BUY: { status: 409, message: 'This game does not sell its free spins' },
  NO_FREE_SPINS: { status: 409, message: 'No free spins are left in this game' },
  BAD_STAKE: { status: 400, message: "The stake is outside the game's limits" },
  BAD_TARGET: { status: 400, message: "The target is not one of the game's multipliers" },
  BAD_TIERS: { status: 400, message: 'tiers must rise in active members and amount, 1 to 5 of them' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body too large' },
  BONUS_CHANGED: { status: 409, message: 'The bonus of this promotion has changed; check it again' },
  BONUS_MAX_STAKE: {
    status: 409,
    message: 'The stake is over the largest stake allowed while a bonus is being wagered',
  },
  BONUS_MIN_DEPOSIT: { status: 409, message: 'The amount is below the minimum deposit of this bonus' },
  BONUS_NOT_OPEN: { status: 409, message: 'This wagering requirement is not open' },
  BONUS_OPEN: {
    status: 409,
    message: 'A bonus is still being wagered: withdrawing forfeits it (forfeitBonus: true), or wait until it is met',
  },
  BRANCH_FORMAT: { status: 400, message: 'Branch (agência) format error' },
  CAPTCHA_INVALID: { status: 400, message: 'Verification code error' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Please enter the captcha' },
  COMMENTS_OFF: { status: 409, message: 'This promotion does not take comments' },
  COMMENTS_PENDING_LIMIT: { status: 409, message: 'Your comments on this promotion are still waiting for review' },
  COMMENT_EMPTY: { status: 400, message: 'Write a comment' },
  COMMENT_REVIEWED: { status: 409, message: 'This comment has already been reviewed' },
  COMMENT_TOO_LONG: { status: 400, message: 'A comment is at most 140 characters' },
  CONTRACT_NOT_ACTIVE: { status: 409, message: 'The contract is not active' },
  CONTRACT_PENDING: { status: 409, message: 'A request is already waiting for an answer' },
  CROSS_SITE_REFUSED: { status: 403, message: 'This call is accepted only from the site itself' },
  DEPOSIT_APPROVED: { status: 409, message: 'This deposit was already approved' },
  DEPOSIT_CANCELLED: { status: 409, message: 'The player cancelled this deposit' },
  DEPOSIT_EXPIRED: { status: 409, message: 'This payment order expired unpaid' },
  CPF_EXISTS: { status: 409, message: 'This CPF already has an account' },
  DEPOSIT_LIMIT: { status: 409, message: "This deposit is over the member's deposit limit" },
  DEPOSIT_METHOD_UNAVAILABLE: {
    status: 409,
    message: 'This deposit method is not available on this site: no payment provider takes its payments',
  },
  DEPOSIT_REJECTED: { status: 409, message: 'This deposit was rejected' },
  DOWNLINE_NOT_AGENT: { status: 409, message: 'Dividend contracts are for downline agents' },
  EMAIL_FORMAT: { status: 400, message: 'E-mail format error' },
  ENCRYPTION_REQUIRED: { status: 400, message: 'Send the login body encrypted' },
  FEATURE_OFF: { status: 403, message: 'This feature is not available on this site' },
  FREE_REJECT: { status: 403, message: 'Please login an actual account to use this function' },
  GAME_NOT_FOUND: { status: 404, message: 'No such game' },
  HAND_OPEN: { status: 409, message: 'A hand is waiting for its draw; draw it first' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'This request key was used for a different request' },
  IDENTITY_REFUSED: {
    status: 403,
    message: "The member's identity was refused: deposits and withdrawals are closed until support settles it",
  },
  INSUFFICIENT_BALANCE: { status: 409, message: 'The amount is more than the balance' },
  INVALID_FIELD: { status: 400, message: 'A field is not valid' },
  LOGIN_FAILED: { status: 403, message: 'Incorrect user name or password' },
  LOSS_LIMIT: { status: 409, message: "This stake is over the member's loss limit" },
  MEMBER_HOLDS_MONEY: { status: 409, message: 'The member holds money or has a deposit or withdrawal pending' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here' },
  MOBILE_EXISTS: { status: 409, message: 'This mobile number is already registered' },
  NICKNAME_FORMAT: { status: 400, message: 'Nickname format error' },
  NON_AGENT: { status: 403, message: 'Non-agents cannot log in' },
  NON_MEMBER: { status: 403, message: 'Non-member account unable to login' },
  NOTHING_DUE: { status: 409, message: 'Nothing is due for this period' },
  NOT_ACCEPTABLE: { status: 406, message: 'The answer cannot be given in a type the client accepts' },
  NOT_APPLIED: { status: 404, message: 'The member has not applied to this promotion' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  NOT_LOGGED_IN: { status: 401, message: 'You are not logged in, please login first' },
  NOT_PENDING: { status: 409, message: 'The request is already answered' },
  NOT_RUNNING: { status: 409, message: 'The round has not taken off yet' },
  NOT_YOUR_DOWNLINE: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  NO_BET: { status: 404, message: 'No such bet in this round' },
  NO_HAND: { status: 404, message: 'No such hand to draw in this game' },
  NO_BANK_CARD: { status: 404, message: 'No such payout destination' },
  NO_IDENTITY: { status: 404, message: 'This member has no identity on record (none was asked at registration)' },
  NO_PAYMENT_PASSWORD: { status: 409, message: 'Set a payment password first' },
  NO_PERMISSION: {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  NO_SCHEDULE: { status: 409, message: 'Draws are run by the operator on this site' },
  NO_SECURITY_QUESTION: { status: 409, message: 'Set a security question first' },
  NO_SUCH_MEMBER: { status: 404, message: 'No member has this name' },
  NO_UPLINE: { status: 409, message: 'Only an agent with an upline agent can apply' },
  OLD_PASSWORD_WRONG: { status: 403, message: 'The old password is not correct' },
  OPERATOR_API_DISABLED: {
    status: 403,
    message: 'The operator API is turned off on this server (ADMIN_TOKEN or wallet.adminToken is "off")',
  },
  ORDER_NOT_FOUND: { status: 404, message: 'No such order' },
  PASSWORD_SAME: { status: 400, message: 'The new password and the old password cannot be the same' },
  PAYEE_NAME_FORMAT: { status: 400, message: 'Payee name format error' },
  PAYER_CPF_REQUIRED: {
    status: 400,
    message: "Approving a deposit here takes the payer's CPF from the PIX credit notice (payerCpf)",
  },
  PAYMENT_KIND_REFUSED: {
    status: 409,
    message: "This kind of payment is not allowed by the site's jurisdiction: only PIX",
  },
  PAYMENT_PASSWORD_FORMAT: { status: 400, message: 'The payment password is 6 digits' },
  PAYMENT_PASSWORD_WRONG: { status: 400, message: 'Payment password is wrong' },
  PAYOUT_NOT_OWN_CPF: {
    status: 409,
    message: "Withdrawals go only to the PIX key that is the member's own CPF",
  },
  PERIOD_PAID: { status: 409, message: 'This bet is in a period already paid out and cannot be cancelled' },
  PICTURES_TOO_MANY: { status: 400, message: 'At most 3 pictures' },
  PICTURE_TOO_LARGE: { status: 400, message: 'A picture is at most 5 MB' },
  PICTURE_TYPE: { status: 400, message: 'Pictures must be PNG or JPEG images' },
  PIX_KEY_FORMAT: { status: 400, message: 'PIX key format error' },
  PLAY_EXPIRED: { status: 401, message: 'The game session has ended; close the game and open it again' },
  PROMOTION_CLOSED: { status: 409, message: 'This promotion has ended' },
  PROMOTION_NOT_CLAIMABLE: { status: 409, message: 'Nothing to claim yet' },
  PROMOTION_NOT_JOINABLE: { status: 409, message: 'This promotion needs no joining' },
  PROMOTION_NOT_STARTED: { status: 409, message: 'This promotion has not started yet' },
  PROMOTION_RETIRED: { status: 409, message: 'This promotion has been withdrawn and pays nothing' },
  PROMO_NOT_OFFERED: { status: 409, message: 'This promotion cannot be taken with a deposit' },
  QUOTA_FULL: { status: 409, message: 'No quota left at this rebate level' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts; please try again later' },
  REBATE_ABOVE_OWN: { status: 400, message: "A downline's rebate cannot be above your own" },
  REGISTRATION_CLOSED: { status: 403, message: 'This registration method is closed' },
  REQUEST_ANSWERED: { status: 409, message: 'This request was already answered otherwise' },
  REVIEW_DECIDED: { status: 409, message: 'This application was already decided otherwise' },
  ROUND_CRASHED: { status: 409, message: 'Too late: the round crashed before the cash-out' },
  SECURITY_ANSWER_FORMAT: { status: 400, message: 'The answer is 2 to 40 characters' },
  SECURITY_ANSWER_WRONG: { status: 400, message: 'The security answer is wrong' },
  SELF_EXCLUDED: { status: 403, message: 'This account is self-excluded' },
  SERVER_ERROR: { status: 500, message: 'Unknown error' },
  SLOT_TAKEN: { status: 409, message: 'This bet is already placed for this round' },
  SMS_CODE_INVALID: { status: 400, message: 'Verification code error' },
  SMS_FAILED: { status: 502, message: 'The SMS could not be sent; please try again' },
  SMS_TOO_SOON: { status: 429, message: 'A code was sent a moment ago; please wait before asking again' },
  SOCIAL_CODE_INVALID: {
    status: 400,
    message: 'The provider did not confirm this sign-in (the code is wrong, expired or used); start again',
  },
  SOCIAL_PROVIDER_ERROR: { status: 502, message: 'The sign-in provider did not answer as expected; try again later' },
  SOCIAL_STATE_INVALID: {
    status: 400,
    message: 'This sign-in was not started here, expired or was already finished; start again',
  },
  SOCIAL_UNAVAILABLE: { status: 409, message: 'This sign-in option is not available on this site' },
  TIME_LIMIT: { status: 409, message: "The member's play time limit is reached: play is paused" },
  TOO_MANY: { status: 429, message: 'Too many messages, please try again later' },
  TOO_MANY_BANK_CARDS: { status: 409, message: 'No more payout destinations can be added' },
  TOO_MANY_LINKS: { status: 409, message: 'An agent may keep at most 10 links' },
  TOO_MANY_PENDING_DEPOSITS: { status: 409, message: 'Too many deposits are waiting for approval' },
  TRIAL_BETS_OPEN: { status: 409, message: 'The member has trial bets waiting for their draw' },
  UNLOCK_FAILED: { status: 400, message: 'The user name or the answer is not right' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Request bodies must be application/json' },
  UPSTREAM: { status: 502, message: 'The platform API did not answer' },
  USER_EXISTS: { status: 409, message: 'Sorry, the username already exists' },
  WITHDRAWAL_DECIDED: { status: 409, message: 'This withdrawal was already decided otherwise' },
  WRONG_GAME: { status: 400, message: 'This action does not apply to this game' },
  // The sportsbook.
  MARKET_SUSPENDED: { status: 409, message: 'This market is suspended for now' },
  ODDS_CHANGED: { status: 409, message: 'The odds have changed; accept the new odds to place the bet' },
  SAME_EVENT: { status: 400, message: 'A multiple takes one selection per event' },
  NO_MARKET: { status: 400, message: 'No such market or pick for this event' },
  EVENT_OVER: { status: 409, message: 'This event has ended' },
  CASHOUT_CHANGED: { status: 409, message: 'The cash-out value has changed' },
  CASHOUT_SUSPENDED: { status: 409, message: 'Cash-out is suspended for this bet for now' },
  BET_SETTLED: { status: 409, message: 'This bet is already settled' },
  // The live chat.
  NO_CONVERSATION: { status: 404, message: 'This member has no chat conversation (the member writes first)' },
  CONVERSATION_CLOSED: { status: 409, message: 'This conversation is closed; it opens again when the member writes' },
  CHAT_EMPTY: { status: 400, message: 'Write a message' },
  CHAT_TOO_LONG: { status: 400, message: 'The message is too long' },
  CHAT_TOO_FAST: { status: 429, message: 'Too many messages in a minute; wait a moment' },
  CHAT_EXPIRED: { status: 401, message: 'The chat session has ended; open the chat again from the site' },
  // The real platform's own codes, which the app also translates.
  BIRTHDATE_INVALID: { status: 400, message: 'Please enter the correct date of birth', platformOnly: true },
  REFERRER_LINK_INVALID: { status: 400, message: 'Referrer link error', platformOnly: true },
  USER_NOT_FOUND: { status: 404, message: 'Sorry, the user does not exist or is disabled', platformOnly: true },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

/** The dictionary key the app shows for a code (src/api/client.ts reads the same). */
export const messageKeyOf = (code: ErrorCode) => `server.${code}` as const;

/**
 * The error answered as `code`, with its one status. `detail` replaces the envelope's message
 * when it says more (the field a 400 names, the thing that was not found); `value` goes out
 * as the envelope's value (e.g. { captcha: true }, { retryAfterSeconds }).
 */
export function apiError(code: ErrorCode, detail?: string, value: unknown = null): HttpError {
  return new HttpError(ERRORS[code].status, code, detail ?? ERRORS[code].message, value);
}

/** The codes a refused sign-in answers with (server/security/login-guard.ts). */
export type SignInRefusal = 'LOGIN_FAILED' | 'SMS_CODE_INVALID';

/**
 * A refused sign-in (a wrong password or SMS code at login) is 403 whatever its code's own
 * status: the session was not started, and the login form reads the attempts left from it.
 */
export function signInRefusal(code: SignInRefusal, detail?: string, value: unknown = null): HttpError {
  return new HttpError(403, code, detail ?? ERRORS[code].message, value);
}
