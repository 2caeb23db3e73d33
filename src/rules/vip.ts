// VIP progress (SPEC §6 VIP): how far a member's approved deposits are from the next level,
// which is what a player looks for first on a VIP page ("how much more to reach Gold").
import type { VipLevel } from '../api/types';

export interface VipProgress {
  /** The next level up, or null at the top. */
  next: VipLevel | null;
  /** What is still to deposit to reach it (0 at the top). */
  remainingCents: number;
  /** Share of the way from the current level's threshold to the next one, 0 to 1. */
  fraction: number;
}

export function vipProgress(depositedCents: number, levels: readonly VipLevel[]): VipProgress {
  const sorted = [...levels].sort((a, b) => a.minDepositCents - b.minDepositCents);
  const next = sorted.find((l) => l.minDepositCents > depositedCents) ?? null;
  if (!next) return { next: null, remainingCents: 0, fraction: 1 };
  const floor = sorted.filter((l) => l.minDepositCents <= depositedCents).at(-1)?.minDepositCents ?? 0;
  const span = next.minDepositCents - floor;
  const fraction = span > 0 ? Math.min(1, Math.max(0, (depositedCents - floor) / span)) : 0;
  return { next, remainingCents: next.minDepositCents - depositedCents, fraction };
}
