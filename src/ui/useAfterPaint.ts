// Progressive first draws (issue 8): a view draws what the screen shows, and the rest once
// that has been painted. False until a frame has been painted after `ready` first held.
import { useEffect, useState } from 'react';
import { afterPaint } from '../lib/after-paint';

export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => { if (ready && !painted) afterPaint(() => setPainted(true)); }, [ready]);
  return painted;
}
