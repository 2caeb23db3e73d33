// Parameters many calls share: the language, record pages, a code from a list's filter.
import type { Params } from '../../../src/api/contracts/params.ts';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '../../../src/rules/languages.ts';
import { int, oneOf, type Parser, str, withDefault } from './combinators.ts';

/** The answer's language; Portuguese when absent (SPEC §2 default). */
export const language = (): Parser<Language, false> => withDefault(oneOf(LANGUAGES), DEFAULT_LANGUAGE);

/** A page number from 1 to `max`, the first when absent. */
export const pageNo = (max = 10_000) => withDefault(int({ min: 1, max }), 1);
/** A page size from 1 to `max`, `def` when absent. */
export const pageSize = (max = 50, def = 20) => withDefault(int({ min: 1, max }), def);
/** pageNo and pageSize of a member's record list (1 to 10 000; 1 to 50, 20 when absent). */
export const paging = () => ({ pageNo: pageNo(), pageSize: pageSize() });

/** A short code (a game type, a vendor, a transaction code): letters, digits and _. */
export const code = (max = 32) =>
  str({ max, trim: true, pattern: /^[A-Za-z0-9_]*$/, what: 'has characters that are not allowed', example: 'RNG' });

/** The parser of a call that takes no parameters: whatever is sent is ignored. */
export const noParams: Parser<Params, false> = {
  read: () => ({}),
  optional: false,
  sample: { good: {}, wrong: { query: undefined, body: undefined } },
};
