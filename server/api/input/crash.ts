// The crash game page's calls (server/api/crash.ts): the play key, the round and slot a bet is
// for, the stake, an auto cash-out and the key that makes a placement safe to retry.
import { int, object, optional, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');
/** A round's id as the page received it (text of digits). */
const roundId = () => str({ max: 20, pattern: /^[1-9]\d*$/, what: 'is not a round id', example: '1' });
const slot = () => int({ min: 1, max: 2 });

export const crashParams = {
  crashState: object({ play: play() }),
  crashBet: object({
    play: play(),
    roundId: roundId(),
    slot: slot(),
    // The range is the game's (BAD_STAKE, server/api/crash.ts).
    stake: recode(int(WHOLE), 'BAD_STAKE'),
    // Whole hundredths of the multiplier: 1.01× to 10 000×.
    autoCashOut: optional(int({ min: 101, max: 1_000_000 })),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'key-0001',
    }),
  }),
  crashCashOut: object({ play: play(), roundId: roundId(), slot: slot() }),
};
