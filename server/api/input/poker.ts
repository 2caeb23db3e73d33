// The video poker page's calls, authorised by the page's play key (SPEC §4 demo games). Whether a
// stake suits the game is the handler's (BAD_STAKE).
import { idText } from './catalogue.ts';
import { arrayOf, int, object, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');

export const pokerParams = {
  pokerState: object({ play: play() }),
  pokerDeal: object({
    play: play(),
    stake: recode(int(WHOLE), 'BAD_STAKE'),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'request-1',
    }),
  }),
  // The positions held, 0 to 4 (each once: the handler refuses a repeat).
  pokerDraw: object({ play: play(), roundId: idText(), held: arrayOf(int({ min: 0, max: 4 }), 5) }),
};
