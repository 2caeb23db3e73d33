// A shared table's clock held by a browser test (SharedTable.useClock): the table moves only when
// the test sets the time, so every phase comes when the test says and nothing races a busy
// machine. A family's suite adds how it waits for the round it wants.
import { latestRound, type RoundRow } from '../../server/rounds/store.ts';
import type { SharedTable } from '../../server/rounds/table.ts';

export class HeldClock<T extends SharedTable> {
  at = Date.now();
  constructor(
    readonly table: T,
    private readonly family: string,
  ) {
    table.useClock({ now: () => this.at });
  }
  /** Moves the table to `ms`. */
  set(ms: number): void {
    this.at = ms;
    this.table.tick();
  }
  /** The table's latest round (none before its first). */
  round(): RoundRow | null {
    return latestRound(this.table.db, this.family);
  }
}
