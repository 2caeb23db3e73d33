// Start-up path: home's banner and tiles load their pictures through it.
// Lazy images: one shared IntersectionObserver with a 100 px margin starts the
// downloads, at most one batch every 300 ms while the player scrolls; without the
// observer the browser's own loading=lazy does it. The box has a fixed size from
// width/height, so nothing shifts while a picture loads. A picture that fails is asked from the
// next host (lib/cdn.ts imageHosts); when every host failed, `fallback` shows in its place.
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { imageHosts, srcsetOn } from '../../lib/cdn';
import { site } from '../../state/site';

export const LAZY_MARGIN_PX = 100;
/** What a picture not yet due shows: a transparent 1x1 GIF (an img must have a src to be valid HTML). */
export const LAZY_PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
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
  /** The same picture at other widths (`url 216w, url 320w`), with the rendered width in `sizes`. */
  srcset?: string;
  sizes?: string;
  /** Shown instead when the picture is missing ('') or failed from every host. */
  fallback?: ReactNode;
}

export function LazyImage(p: Props) {
  const { src, alt = '', width, height, className, eager = false, srcset, fallback } = p;
  useSignals();
  const hosts = imageHosts(src, site.value?.imageCDNs ?? []);
  const [tried, setTried] = useState(0);
  const host = hosts[tried] ?? '';
  const url = src && host + src;
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
  if (fallback && (!src || tried >= hosts.length)) return fallback;
  return (
    <img
      ref={ref}
      className={className}
      src={shown && url ? url : LAZY_PLACEHOLDER}
      srcSet={shown && srcset ? srcsetOn(srcset, host) : undefined}
      sizes={srcset ? p.sizes : undefined}
      onError={() => setTried(tried + 1)}
      data-src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
