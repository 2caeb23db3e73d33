// The countdown to the next draw as a signal (streams/lottery-clock.ts), for the lottery page.
// Loaded by the page after its first paint: it brings RxJS, which the game screens otherwise
// leave out of their chunk.
import type { Signal } from '@preact/signals-react';
import { call } from '../../api/client';
import * as lotteryApi from '../../api/calls/lottery';
import { type ClockState, lotteryClock } from '../../streams/lottery-clock';
import { bind } from '../bind';

/** Counts down into `target` (a lottery's, or every lottery's shared clock without nodeId) until the returned stop. */
export function watchLotteryClock(nodeId: string | null, target: Signal<ClockState | null>): () => void {
  const clock = lotteryClock({
    fetchNext: (signal) => call(lotteryApi.lotteryNextDraw, nodeId ? { nodeId } : {}, { signal }),
    now: Date.now,
  });
  return bind(clock, target.value, target).dispose;
}
