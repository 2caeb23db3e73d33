// The crash game page's calls, authorised by the page's play key (SPEC §4 demo games).
// Whether a stake and an automatic cash-out suit the game is the handler's (BAD_STAKE, BAD_BODY).
import { idText } from './catalogue.ts';
import { int, object, optional, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');
const slot = () => int({ min: 1, max: 2 });

export const crashParams = {
  crashState: object({ play: play() }),
  crashBet: object({
    play: play(),
    roundId: idText(),
    slot: slot(),
    stake: recode(int(WHOLE), 'BAD_STAKE'),
    autoCashOut: optional(int(WHOLE)),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'request-1',
    }),
  }),
  crashCashOut: object({ play: play(), roundId: idText(), slot: slot() }),
};
