// Winners board (SPEC §2.3, §9), a lazy chunk: two auto-scrolling rows of the 20 biggest
// wins (even- and odd-indexed entries); a row loops only with more than 3 cards, each card
// taking 3000 ms to pass. It stands still for reduced motion, on hover or focus, or when
// paused; off screen, and once an untouched page has seen it loop a few times
// (src/state/activity.ts), it holds where it is until the player's next interaction. A tap
// launches the game. The list reloads on a language change.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { WinnerEntry } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { loops, WINNER_STEP_MS, winnerRows } from '../../rules/home-footer';
import { REST_CYCLES } from '../../state/activity';
import { winners } from '../../state/home-content';
import { language, t } from '../../state/i18n';
import { onLanguageChange } from '../../state/language';
import { launch } from '../../state/launch';
import { site } from '../../state/site';
import { CatIcon } from '../CatIcon';
import { LazyImage } from '../LazyImage';
import { useNearViewport, useReducedMotion, useRest } from '../motion';

function Card({ w, copy }: { w: WinnerEntry; copy: boolean }) {
  useSignals();
  const [, navigate] = useLocation();
  const v = w.vo;
  const symbol = site.value?.currencySymbol ?? '';
  const open = () =>
    void launch(
      {
        nodeId: v.nodeId,
        gameId: v.gameId,
        vassalage: v.vassalage,
        gameCategory: v.gameCategory,
        gameType: v.gameType,
      },
      navigate,
    );
  return (
    <button
      type="button"
      className="wcard"
      onClick={open}
      tabIndex={copy ? -1 : undefined}
      aria-label={t('winners.card', {
        name: v.customerName,
        game: v.gameName,
        amount: formatMoney(v.winAmount, language.value, symbol),
      })}
    >
      <LazyImage
        className="wcard-pic"
        src={v.iconUrl}
        width={44}
        height={44}
        fallback={<span className="wcard-pic gt-face" data-f={v.gameType} aria-hidden="true" />}
      />
      <span className="wcard-text">
        <span className="wcard-name">{v.customerName}</span>
        <span className="wcard-game">{v.gameName}</span>
        <span className="wcard-amount" dir="ltr">
          <span>{symbol}</span> {formatMoney(v.winAmount, language.value)}
        </span>
      </span>
    </button>
  );
}

function Row({
  list,
  reverse,
  run,
  still,
}: {
  list: readonly WinnerEntry[];
  reverse: boolean;
  run: boolean;
  /** Held where it is (off screen, resting): the loop stays, only stopped. */
  still: boolean;
}) {
  const moving = run && loops(list.length);
  return (
    <div className={moving ? (still ? 'wrow wrow-run wrow-still' : 'wrow wrow-run') : 'wrow'}>
      <div
        className={reverse ? 'wrow-track wrow-rev' : 'wrow-track'}
        style={moving ? { animationDuration: `${list.length * WINNER_STEP_MS}ms` } : undefined}
      >
        <span className="wrow-set">
          {list.map((w, i) => (
            <Card key={i} w={w} copy={false} />
          ))}
        </span>
        {moving && (
          <span className="wrow-set" aria-hidden="true">
            {list.map((w, i) => (
              <Card key={i} w={w} copy />
            ))}
          </span>
        )}
      </div>
    </div>
  );
}

export default function Winners() {
  useSignals();
  const reduce = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const box = useRef<HTMLElement>(null);
  const list = winners.data.value ?? [];
  const [even, odd] = winnerRows(list);
  const run = !reduce && !paused;
  const onScreen = useNearViewport(box, '0px', false, list.length > 0);
  const resting = useRest(REST_CYCLES * even.length * WINNER_STEP_MS, run && onScreen && loops(even.length));
  const still = !onScreen || resting;
  useEffect(() => {
    if (!winners.data.value && !winners.loading.value) void winners.load(language.value);
    return onLanguageChange((lang) => void winners.load(lang));
  }, []);
  if (list.length === 0) return null;
  return (
    <section className="winners" ref={box} aria-labelledby="winners-t">
      <div className="grow-head">
        <h2 id="winners-t">
          <CatIcon name="trophy" size={18} />
          {t('winners.title')}
        </h2>
        {!reduce && loops(even.length) && (
          <button
            type="button"
            className="icon-btn"
            aria-pressed={paused}
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t('motion.playWinners') : t('motion.pauseWinners')}
          >
            <CatIcon name={paused ? 'play' : 'pause'} size={16} />
          </button>
        )}
      </div>
      <Row list={even} reverse={false} run={run} still={still} />
      <Row list={odd} reverse run={run} still={still} />
    </section>
  );
}
