// Home announcement ticker (SPEC §2.3, §9): the notices scroll as a 30 fps marquee; a tap
// opens /m/notice?<index>; 'no announcement' when there is none. It stands still for
// reduced motion (then it scrolls by hand), while hovered or focused, and when paused.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AnnouncementItem } from '../../api/types';
import { noticeHref } from '../../rules/home';
import { t } from '../../state/i18n';
import { CatIcon } from '../CatIcon';
import { usePageVisible, useReducedMotion } from '../motion';

export const MARQUEE_FPS = 30;
export const MARQUEE_SPEED_PX_S = 40;

function Items({ notices, copy }: { notices: readonly AnnouncementItem[]; copy: boolean }) {
  return (
    <span className="tick-set" aria-hidden={copy || undefined}>
      {notices.map((n, i) => (
        <Link key={n.id} className="tick-item" href={noticeHref(i)} tabIndex={copy ? -1 : undefined}>{n.title}</Link>
      ))}
    </span>
  );
}

export function HomeTicker({ notices }: { notices: readonly AnnouncementItem[] }) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduce = useReducedMotion();
  const visible = usePageVisible();
  const moving = overflows && !reduce && !paused && !held && visible;

  useEffect(() => {
    const b = box.current;
    const s = strip.current;
    if (b && s) setOverflows(s.scrollWidth > b.clientWidth + 1);
  }, [notices]);
  useEffect(() => {
    const s = strip.current;
    if (!s || !moving) return;
    let frame = 0;
    let last = 0;
    let offset = Number(s.dataset.offset ?? 0);
    const rtl = document.documentElement.dir === 'rtl' ? -1 : 1;
    // One step per frame at most 30 times a second; the copy makes the loop seamless.
    const step = (now: number) => {
      frame = requestAnimationFrame(step);
      if (last === 0) { last = now; return; }
      if (now - last < 1000 / MARQUEE_FPS - 1) return;
      const half = s.scrollWidth / 2;
      offset = (offset + (MARQUEE_SPEED_PX_S * (now - last)) / 1000) % Math.max(1, half);
      last = now;
      s.dataset.offset = String(offset);
      s.style.transform = `translateX(${-rtl * offset}px)`;
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [moving]);
  useEffect(() => { if (reduce && strip.current) strip.current.style.transform = ''; }, [reduce]);

  return (
    <div className="tick" role="region" aria-label={t('notice.label')}
      onPointerEnter={() => setHeld(true)} onPointerLeave={() => setHeld(false)} onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}>
      <span className="tick-icon"><CatIcon name="list" size={16} /></span>
      <div className={reduce ? 'tick-box tick-manual' : 'tick-box'} ref={box}>
        {notices.length === 0 ? <span className="tick-none">{t('notice.none')}</span> : (
          <div className="tick-strip" ref={strip}>
            <Items notices={notices} copy={false} />
            {overflows && !reduce && <Items notices={notices} copy />}
          </div>
        )}
      </div>
      {overflows && !reduce && (
        <button type="button" className="icon-btn" aria-pressed={paused} onClick={() => setPaused(!paused)}
          aria-label={paused ? t('motion.playNotices') : t('motion.pauseNotices')}>
          <CatIcon name={paused ? 'play' : 'pause'} size={16} />
        </button>
      )}
    </div>
  );
}
