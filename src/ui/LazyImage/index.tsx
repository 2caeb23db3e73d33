// Start-up path: home's banner and tiles load their pictures through it.
// Lazy images (issue 5): one shared IntersectionObserver with a 100 px margin starts the
// downloads, at most one batch every 300 ms while the player scrolls; without the
// observer the browser's own loading=lazy does it. The box has a fixed size from
// width/height, so nothing shifts while a picture loads.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { imageUrl } from '../../lib/cdn';
import { site } from '../../state/site';

export const LAZY_MARGIN_PX = 100;
export const LAZY_THROTTLE_MS = 300;

const waiting = new Map<Element, () => void>();
const due = new Set<() => void>();
let observer: IntersectionObserver | null | undefined;
let timer: ReturnType<typeof setTimeout> | null = null;
let lastFlush = -Infinity;

function flush(): void {
  timer = null;
  lastFlush = Date.now();
  for (const show of due) show();
  due.clear();
}

/** Leading-edge throttle: the first batch goes at once, later ones at most every 300 ms. */
function schedule(show: () => void): void {
  due.add(show);
  if (timer !== null) return;
  timer = setTimeout(flush, Math.max(0, lastFlush + LAZY_THROTTLE_MS - Date.now()));
}

function io(): IntersectionObserver | null {
  if (observer === undefined) {
    observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const e of entries) {
                if (!e.isIntersecting) continue;
                const show = waiting.get(e.target);
                waiting.delete(e.target);
                observer?.unobserve(e.target);
                if (show) schedule(show);
              }
            },
            { rootMargin: `${LAZY_MARGIN_PX}px` },
          )
        : null;
  }
  return observer;
}

interface Props {
  src: string;
  alt?: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}

export function LazyImage({ src, alt = '', width, height, className, eager = false }: Props) {
  useSignals();
  const url = imageUrl(src, site.value?.imageCDNs ?? []);
  const ref = useRef<HTMLImageElement>(null);
  const obs = eager ? null : io();
  const [shown, setShown] = useState(eager || obs === null);
  useEffect(() => {
    const el = ref.current;
    if (shown || !el || !obs) return;
    let live = true;
    waiting.set(el, () => {
      if (live) setShown(true);
    });
    obs.observe(el);
    return () => {
      live = false;
      waiting.delete(el);
      obs.unobserve(el);
    };
  }, [shown, obs]);
  return (
    <img
      ref={ref}
      className={className}
      src={shown ? url : undefined}
      data-src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
