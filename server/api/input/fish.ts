// The fish shooting page's calls, authorised by the page's play key (SPEC §4 demo games). Whether a
// stake suits the game is the handler's (BAD_STAKE), and so is whether the target is one of the
// game's (BAD_TARGET).
import { int, object, recode, str, withDefault } from './combinators.ts';

const WHOLE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };
const play = () => withDefault(str({ max: 64 }), '');

export const fishParams = {
  fishState: object({ play: play() }),
  fishShot: object({
    play: play(),
    stake: recode(int(WHOLE), 'BAD_STAKE'),
    target: recode(int(WHOLE), 'BAD_TARGET'),
    requestKey: str({
      max: 64,
      pattern: /^[\w-]{8,64}$/,
      what: 'must be 8 to 64 letters, digits, - or _',
      example: 'request-1',
    }),
  }),
};
