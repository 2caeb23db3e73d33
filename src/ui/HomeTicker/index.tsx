// Start-up path: home's notice ticker is on its first screen.
// Home announcement ticker (SPEC §2.3, §9): the notices scroll as a 30 fps marquee; a tap
// opens /m/notice?<index>; 'no announcement' when there is none. It stands still for
// reduced motion (then it scrolls by hand), while hovered or focused, when paused, off
// screen, and once an untouched page has seen it loop a few times (src/state/activity.ts),
// until the player's next interaction.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AnnouncementItem } from '../../api/types';
import { noticeHref } from '../../rules/home';
import { textLang } from '../../rules/text-lang';
import { REST_CYCLES } from '../../state/activity';
import { language, t } from '../../state/i18n';
import { CatIcon } from '../CatIcon';
import { useNearViewport, usePageVisible, useReducedMotion, useRest } from '../motion';

export const MARQUEE_FPS = 30;
export const MARQUEE_SPEED_PX_S = 40;

function Items({ notices, copy }: { notices: readonly AnnouncementItem[]; copy: boolean }) {
  useSignals();
  return (
    <span className="tick-set" aria-hidden={copy || undefined}>
      {notices.map((n, i) => (
        <Link
          key={n.id}
          className="tick-item"
          href={noticeHref(i)}
          tabIndex={copy ? -1 : undefined}
          {...textLang(n.lang, language.value)}
        >
          {n.title}
        </Link>
      ))}
    </span>
  );
}

export function HomeTicker({ notices }: { notices: readonly AnnouncementItem[] }) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  /** Seconds one set of notices takes to pass, or 0 when they fit and stand still. */
  const [loopS, setLoopS] = useState(0);
  const overflows = loopS > 0;
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduce = useReducedMotion();
  const visible = usePageVisible();
  const onScreen = useNearViewport(box);
  const wouldMove = overflows && !reduce && !paused && !held && visible && onScreen;
  const resting = useRest(REST_CYCLES * loopS * 1000, wouldMove);
  const moving = wouldMove && !resting;

  // Measured once per list: the loop is a CSS animation stepped 30 times a second, so the
  // compositor moves it and the main thread does nothing per frame (a cheap phone's one core
  // stays free for taps).
  useEffect(() => {
    const b = box.current;
    const s = strip.current;
    if (b && s) setLoopS(s.scrollWidth > b.clientWidth + 1 ? s.scrollWidth / MARQUEE_SPEED_PX_S : 0);
  }, [notices]);
  const run = overflows && !reduce;

  return (
    <section
      className="tick"
      aria-label={t('notice.label')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={(e) => setHeld(!e.target.hasAttribute('aria-pressed'))}
      onBlur={() => setHeld(false)}
    >
      <span className="tick-icon">
        <CatIcon name="list" size={16} />
      </span>
      <div className={reduce ? 'tick-box tick-manual' : 'tick-box'} ref={box}>
        {notices.length === 0 ? (
          <span className="tick-none">{t('notice.none')}</span>
        ) : (
          <div
            className={run ? (moving ? 'tick-strip tick-run' : 'tick-strip tick-run tick-still') : 'tick-strip'}
            ref={strip}
            style={
              run
                ? {
                    animationDuration: `${loopS}s`,
                    animationTimingFunction: `steps(${Math.max(1, Math.round(loopS * MARQUEE_FPS))})`,
                  }
                : undefined
            }
          >
            <Items notices={notices} copy={false} />
            {run && <Items notices={notices} copy />}
          </div>
        )}
      </div>
      {run && (
        <button
          type="button"
          className="icon-btn"
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
          aria-label={paused ? t('motion.playNotices') : t('motion.pauseNotices')}
        >
          <CatIcon name={paused ? 'play' : 'pause'} size={16} />
        </button>
      )}
    </section>
  );
}
