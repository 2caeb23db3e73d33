// One log line per event, whatever the text in it. Client error reports, request paths and
// stack traces carry text the server did not write: a line break in a report forged whole
// lines ("… ADMIN deposit 12 approved") in a log read one line at a time. Every control
// character (C0, DEL, C1), the Unicode line and paragraph separators and the bidi controls
// that reorder how a terminal shows a line are written as JSON-style escapes. Text from
// clients is also quoted where it is logged (JSON.stringify), which escapes its quotes and
// backslashes, so a report cannot pass for another field either.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export const escapeLogText = (text: string): string =>
  text.replace(UNSAFE, (ch) => SHORT[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A log function whose every line is escaped. */
export const safeLog =
  (log: (line: string) => void): ((line: string) => void) =>
  (line) =>
    log(escapeLogText(line));
