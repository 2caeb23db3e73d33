// A view's resources (state/resource.ts): loaded when the view mounts, their calls aborted
// when it unmounts, so leaving the route cancels what is in flight and leaves no spinner.
import { useEffect } from 'react';

interface Loadable {
  readonly data: { readonly value: unknown };
  load: () => Promise<unknown>;
  abort: () => void;
}

/**
 * reuse: skip a resource that already holds data (the settings kept from an earlier visit).
 * when: load only while true; turning false aborts, as leaving does.
 */
export function useResources(
  rs: readonly Loadable[],
  { reuse = false, when = true }: { reuse?: boolean; when?: boolean } = {},
): void {
  useEffect(() => {
    if (!when) return undefined;
    for (const r of rs) if (!reuse || r.data.value === null) void r.load();
    return () => {
      for (const r of rs) r.abort();
    };
  }, [when]);
}
