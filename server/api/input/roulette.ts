// The live roulette page's calls, authorised by the page's play key (SPEC §4 demo games).
// Whether a spot and a stake suit the table is the handler's (BAD_BODY, BAD_STAKE).
import { idText } from './catalogue.ts';
import { arrayOf, int, object, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');

export const rouletteParams = {
  rouletteState: object({ play: play() }),
  rouletteBet: object({
    play: play(),
    roundId: idText(),
    picks: arrayOf(object({ spot: int({ min: 0, max: 13_636 }), stake: recode(int(WHOLE), 'BAD_STAKE') }), 48),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'request-1',
    }),
  }),
};
