// The reality check's settings for this session (responsible gaming): when the session began
// and the interval the member chose (0: off). Set by the stream wiring at each session start
// and by the member centre when the member changes the interval; read by the reminder stream.
import { signal } from '@preact/signals-react';

export interface RealitySettings {
  /** ms since the epoch, as the server counts the session. */
  startedAt: number;
  minutes: number;
}

export const realitySettings = signal<RealitySettings | null>(null);
