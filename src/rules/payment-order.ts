// A payment order's time left (SPEC §7 Deposit): a PIX code or a gateway page can be paid
// until the order's end; the page counts down to it.

/** Whole seconds from `now` until `deadline` (ms), rounded up, never below 0. */
export const secondsUntil = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/** Seconds as the countdown shows them: "29:59", "0:05". */
export const clockText = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
