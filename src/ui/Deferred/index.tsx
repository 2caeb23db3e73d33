// Start-up path: home mounts what lies below its first screen through it.
// Mounts its children (typically a lazy chunk) only when the spot comes within 300 px of
// the screen, so what sits below the fold costs a slow phone nothing until it is wanted.
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '../motion';

export function Deferred({
  children,
  minHeight,
  className,
}: {
  children: ReactNode;
  minHeight: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, '300px', true);
  return (
    <div ref={ref} className={className} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
