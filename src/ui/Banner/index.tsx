// Start-up path: home's banner carousel is its largest paint.
// Banner carousel (SPEC §2.3): swipeable (native scroll snapping), auto-rotates every
// 5000 ms with more than one banner, never for players who ask for reduced motion, and
// stops while the player touches, hovers or focuses it, or pauses it with the button
// (focus on the pause/play button itself does not hold it: pressing play must play). It
// rotates only on screen, and rests after a few rotations of an untouched page until the
// player's next interaction (src/state/activity.ts). The rotation is the browser's own smooth
// scroll.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Banner as BannerItem } from '../../api/types';
import { autoRotates, BANNER_INTERVAL_MS } from '../../rules/home';
import { REST_CYCLES } from '../../state/activity';
import { textLang } from '../../rules/text-lang';
import { language, t } from '../../state/i18n';
import { CatIcon } from '../CatIcon';
import { LazyImage } from '../LazyImage';
import { useNearViewport, usePageVisible, useReducedMotion, useRest } from '../motion';

function Slide({ b, index, count }: { b: BannerItem; index: number; count: number }) {
  useSignals();
  const body = (
    <>
      <LazyImage className="bnr-img" src={b.url} width={750} height={300} eager={index === 0} />
      <span className="bnr-title" {...textLang(b.lang, language.value)}>
        {b.title}
      </span>
      {b.terms && (
        <span className="bnr-terms" data-testid="banner-terms" {...textLang(b.lang, language.value)}>
          {b.terms}
        </span>
      )}
    </>
  );
  const label = t('banner.slide', { n: index + 1, count });
  return (
    <div className="bnr-slide" role="group" aria-roledescription={t('banner.slideRole')} aria-label={label}>
      {/^https?:\/\//.test(b.link) ? (
        <a className="bnr-link" href={b.link} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : b.link.startsWith('/') ? (
        <Link className="bnr-link" href={b.link}>
          {body}
        </Link>
      ) : (
        <div className="bnr-link">{body}</div>
      )}
    </div>
  );
}

/** `placeholder`: a picture to show in the empty box while the banners load (the boot shell's, src/pages/home). */
export function Banner({
  banners,
  placeholder = null,
}: {
  banners: readonly BannerItem[];
  placeholder?: string | null;
}) {
  useSignals();
  const box = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduce = useReducedMotion();
  const visible = usePageVisible();
  const count = banners.length;
  const onScreen = useNearViewport(box, '0px', false, count > 0);
  const wouldRotate = autoRotates(count) && !reduce && !paused && !held && visible && onScreen;
  const resting = useRest(REST_CYCLES * BANNER_INTERVAL_MS, wouldRotate);
  const rotating = wouldRotate && !resting;

  const go = (i: number) => {
    const el = track.current;
    if (!el) return;
    const dir = document.documentElement.dir === 'rtl' ? -1 : 1;
    el.scrollTo({ left: dir * i * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  useEffect(() => {
    if (!rotating) return;
    const id = setInterval(() => go((index + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(id);
  }, [rotating, index, count]);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const on = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setIndex(Math.min(count - 1, Math.round(Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth)))),
      );
    };
    el.addEventListener('scroll', on, { passive: true });
    return () => {
      el.removeEventListener('scroll', on);
      cancelAnimationFrame(frame);
    };
  }, [count]);

  if (count === 0)
    return (
      <div className="bnr bnr-empty" aria-hidden="true">
        {placeholder && <img className="bnr-img" src={placeholder} alt="" />}
      </div>
    );
  return (
    <section
      className="bnr"
      ref={box}
      aria-roledescription={t('banner.role')}
      aria-label={t('banner.label')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onTouchStart={() => setHeld(true)}
      onTouchEnd={() => setHeld(false)}
      onFocus={(e) => setHeld(!e.target.hasAttribute('aria-pressed'))}
      onBlur={() => setHeld(false)}
    >
      <div className="bnr-track" ref={track} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((b, i) => (
          <Slide key={b.id} b={b} index={i} count={count} />
        ))}
      </div>
      {count > 1 && (
        <div className="bnr-controls">
          {!reduce && (
            <button
              type="button"
              className="icon-btn bnr-pause"
              aria-pressed={paused}
              onClick={() => setPaused(!paused)}
              aria-label={paused ? t('motion.play') : t('motion.pause')}
            >
              <CatIcon name={paused ? 'play' : 'pause'} size={16} />
            </button>
          )}
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="bnr-dot"
              aria-label={t('banner.goTo', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
