// The bingo page's calls, authorised by the page's play key (SPEC §4 demo games). Whether a
// card's price suits the game is the handler's (BAD_STAKE).
import { MAX_CARDS } from '../../../src/rules/bingo.ts';
import { idText } from './catalogue.ts';
import { int, object, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');

export const bingoParams = {
  bingoState: object({ play: play() }),
  bingoBuy: object({
    play: play(),
    roundId: idText(),
    slot: int({ min: 1, max: MAX_CARDS }),
    stake: recode(int(WHOLE), 'BAD_STAKE'),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'request-1',
    }),
  }),
};
