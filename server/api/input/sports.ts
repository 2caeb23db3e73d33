// The sportsbook page's calls (server/api/sports.ts): the play key, the sport listed, a bet's
// stake, selections (each with the odds the player saw) and retry key, a cash-out's value seen.
import { arrayOf, int, object, optional, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');
const rowId = (what: string) => str({ max: 20, pattern: /^[1-9]\d*$/, what: `is not ${what}`, example: '1' });

export const sportsParams = {
  sportsState: object({ play: play(), sport: optional(str({ max: 16 })) }),
  sportsBet: object({
    play: play(),
    // The range is the game's (BAD_STAKE, server/api/sports.ts).
    stake: recode(int(WHOLE), 'BAD_STAKE'),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'key-0001',
    }),
    selections: arrayOf(
      object({
        eventId: rowId('an event id'),
        market: str({ max: 8 }),
        pick: str({ max: 2 }),
        // Hundredths, as the player saw them.
        odds: int({ min: 101, max: 100_000 }),
      }),
      10,
    ),
  }),
  sportsCashOut: object({
    play: play(),
    betId: rowId('a bet id'),
    value: int({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  }),
};
