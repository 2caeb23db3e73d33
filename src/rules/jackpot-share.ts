// The jackpot's share of a stake and what a cancelled bet gives back (SPEC §2.3): the server
// adds the share with the bet and takes it back with the refund, so a bet placed then
// cancelled leaves the jackpot exactly as it was.

/**
 * What a cancellation takes back from the jackpot: the order keeps the share its whole stake
 * added, and holds floor(share x stake still at stake / whole stake) of it. Cancelling in
 * several steps takes back exactly the share once the last sub-order is cancelled, never more.
 */
export function jackpotShareReleased(
  order: { stakeCents: number; shareCents: number } | undefined,
  stakeBefore: number,
  stakeAfter: number,
): number {
  // A share is never negative: an order without one (a trial bet) gives back 0 by the same sum.
  if (!order || order.stakeCents <= 0) return 0;
  const held = (stake: number) => Math.floor((order.shareCents * Math.max(0, stake)) / order.stakeCents);
  return held(stakeBefore) - held(stakeAfter);
}
