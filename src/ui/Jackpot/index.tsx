// Start-up path: home's jackpot counter is on its first screen.
// The jackpot counter and the jackpot-winner strip (SPEC §2.3, §9). The counter shows the
// server's jackpot, asked and counted only while it is on screen and not paused (state/jackpot.ts
// counts its users; players who ask for less motion see each amount without the count), and the
// amount is the signal itself as a JSX child: each step rewrites one text node. On a page left
// untouched it rests after one refresh (src/state/activity.ts), until the player's next interaction.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { WinnerEntry } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { jackpotText } from '../../state/jackpot-value';
import { JACKPOT_REFRESH_MS } from '../../rules/jackpot';
import { site } from '../../state/site';
import { CatIcon } from '../CatIcon';
import { useNearViewport, usePageVisible, useReducedMotion, useRest } from '../motion';

export function Jackpot({ top }: { top: WinnerEntry | null }) {
  useSignals();
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box);
  const visible = usePageVisible();
  const reduce = useReducedMotion();
  const [paused, setPaused] = useState(false);
  // SPEC §9's cosmetic counter when the site asks for it; else the server's real jackpot.
  const cosmetic = site.value?.jackpotDisplay === 'cosmetic';
  const resting = useRest(JACKPOT_REFRESH_MS, near && !paused && visible);
  // On screen, visible, not paused and not resting: the counter asks and counts. It (and RxJS
  // with it) loads only once the counter is near the screen, after the first paint.
  useEffect(() => {
    if (!near || paused || !visible || resting) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    import('../../state/jackpot')
      .then((m) => {
        if (!cancelled) release = m.acquireJackpot({ animate: !reduce, cosmetic });
      })
      .catch(() => undefined); // offline and not cached: the counter keeps the last amount, nothing breaks
    return () => {
      cancelled = true;
      release?.();
    };
  }, [near, paused, visible, reduce, resting, cosmetic]);
  const symbol = site.value?.currencySymbol ?? '';
  return (
    <section className="jp" ref={box} aria-labelledby="jp-t">
      <div className="jp-head">
        <h2 id="jp-t">
          <CatIcon name="trophy" size={18} />
          {t('jackpot.title')}
        </h2>
        <p className="jp-amount" role="timer" aria-live="off" dir="ltr">
          <span className="jp-symbol">{symbol}</span> <span>{jackpotText}</span>
        </p>
        {!reduce && (
          <button
            type="button"
            className="icon-btn"
            aria-pressed={paused}
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t('motion.playJackpot') : t('motion.pauseJackpot')}
          >
            <CatIcon name={paused ? 'play' : 'pause'} size={16} />
          </button>
        )}
      </div>
      {top && (
        <p className="jp-winner">
          <CatIcon name="crown" size={16} />
          <span>
            {t('jackpot.winner', {
              name: top.vo.customerName,
              game: top.vo.gameName,
              amount: formatMoney(top.vo.winAmount, language.value, symbol),
            })}
          </span>
        </p>
      )}
    </section>
  );
}
