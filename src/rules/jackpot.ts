// Start-up path: home's jackpot counter rests after one refresh period (src/ui/Jackpot).
// The jackpot counter (SPEC §2.3, §9), honest: it shows the server's jackpot in cents (GET
// /wps/game/jackpot), which grows by a share of every stake and only falls when a winner is paid.
// A visit starts from the amount the last visit ended on (stored on the phone) and counts up to
// the server's; while the counter is on screen the amount is asked again now and then, and each
// rise counts up in a short tween. A fall (a winner was paid) shows at once: the counter never
// counts down.

/** How often the amount is asked while the counter is on screen and not paused. */
export const JACKPOT_REFRESH_MS = 60_000;
/** A rise counts up in this many steps, this far apart (1.2 s). */
export const JACKPOT_TWEEN_STEPS = 12;
export const JACKPOT_TWEEN_STEP_MS = 100;

// Its own module: the first view reads the stored amount without the counting rules below.
export { storedJackpot } from './jackpot-stored';

/**
 * The amounts a change from `from` to `to` shows, the last being `to`: a rise counts up (eased
 * out, whole cents, never past `to`); a fall, no change or no known start is the one amount.
 */
export function jackpotSteps(from: number | null, to: number, steps = JACKPOT_TWEEN_STEPS): number[] {
  if (from === null || to <= from || steps < 2) return [to];
  const out: number[] = [];
  for (let i = 1; i < steps; i++) {
    const eased = 1 - (1 - i / steps) ** 3;
    const v = from + Math.floor((to - from) * eased);
    if (v > (out.at(-1) ?? from)) out.push(v);
  }
  out.push(to);
  return out;
}
