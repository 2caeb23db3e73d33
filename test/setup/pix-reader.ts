// Reading a PIX "copia e cola" code back, for the tests: what a player's bank app checks in
// the code src/rules/pix-code.ts writes (each field's ID and length, and the CRC of field 63).
// The app never reads a code, so this lives with the tests, not in src/rules.
import { crc16 } from '../../src/rules/pix-code.ts';

/** Reads a code's top-level fields (ID → value); null when the lengths do not add up. */
export function readPixFields(code: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let i = 0;
  while (i < code.length) {
    const id = code.slice(i, i + 2);
    const len = Number(code.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len) || i + 4 + len > code.length) return null;
    out.set(id, code.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

/** Whether a code's field 63 is the CRC of everything before its value. */
export const pixCrcValid = (code: string): boolean =>
  code.length > 8 && code.slice(-8, -4) === '6304' && crc16(code.slice(0, -4)) === code.slice(-4);
