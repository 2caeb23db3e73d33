// Start-up path: home's rows draw what is off screen after the first paint.
// Progressive first draws: a view draws what the screen shows, and the rest once
// that has been painted. False until a frame has been painted after `ready` first held.
// The rest is a transition: React renders it in slices of a few milliseconds and lets the
// browser paint and answer taps between them. As an ordinary update it was one 60-85 ms task
// that held back the frame showing home's banner (its largest paint) and any tap meanwhile.
import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../lib/after-paint';

export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (ready && !painted) afterPaint(() => startTransition(() => setPainted(true)));
  }, [ready]);
  return painted;
}
