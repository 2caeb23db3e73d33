// Money decisions as they happen, per member, in this process: the pending-money poll's call
// waits on them (money-status.ts), so an approval shows on the player's phone at once instead
// of at the next poll. Every decision goes through this server's handlers (the operator API,
// which the CLI calls too, and the gateway's page), which report it here.

const waiting = new Map<number, Set<() => void>>();

/** Wakes every call waiting on this member's money. */
export function moneyChanged(memberId: number): void {
  const set = waiting.get(memberId);
  if (!set) return;
  waiting.delete(memberId);
  for (const wake of set) wake();
}

/** Resolves when the member's money changes, or after `ms`, whichever comes first. */
export function nextMoneyChange(memberId: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let set = waiting.get(memberId);
    if (!set) waiting.set(memberId, (set = new Set()));
    const wake = () => {
      clearTimeout(timer);
      set.delete(wake);
      if (set.size === 0 && waiting.get(memberId) === set) waiting.delete(memberId);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    timer.unref();
    set.add(wake);
  });
}
