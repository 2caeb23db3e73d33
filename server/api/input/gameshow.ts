// The game show money wheel page's calls, authorised by the page's play key (SPEC §4 demo games).
// Whether the chips' numbers and stakes suit the game is the handler's (BAD_STAKE, BAD_BODY).
import { idText } from './catalogue.ts';
import { arrayOf, int, object, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');

export const gameshowParams = {
  gameshowState: object({ play: play() }),
  gameshowBet: object({
    play: play(),
    roundId: idText(),
    chips: arrayOf(object({ number: int({ min: 1, max: 40 }), stake: recode(int(WHOLE), 'BAD_STAKE') }), 6),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'request-1',
    }),
  }),
};
