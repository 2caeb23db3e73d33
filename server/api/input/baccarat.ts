// The live baccarat page's calls, authorised by the page's play key (SPEC §4 demo games). Whether
// the stakes suit the game is the handler's (BAD_STAKE).
import { idText } from './catalogue.ts';
import { int, object, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');
const spot = () => withDefault(recode(int(WHOLE), 'BAD_STAKE'), 0);

export const baccaratParams = {
  baccaratState: object({ play: play() }),
  baccaratBet: object({
    play: play(),
    roundId: idText(),
    stakes: object({
      PLAYER: spot(),
      BANKER: spot(),
      TIE: spot(),
      PLAYER_PAIR: spot(),
      BANKER_PAIR: spot(),
    }),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'request-1',
    }),
  }),
};
