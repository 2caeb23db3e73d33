// Before a game opens, a member's loss and time limits (state/member/play-limits.ts): a pause
// in force (a time limit reached) takes the game's place, saying until when; a limit close to
// its end (80 % of a loss limit, 10 minutes before a time limit) is said once, and the game
// starts when the member presses Continue. The server refuses the stakes itself.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { LossLimitView, PlayLimitsView, TimeLimitView } from '../../api/types';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';

function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

export function LimitPause({ pause, onClose }: { pause: NonNullable<PlayLimitsView['pause']>; onClose: () => void }) {
  useSignals();
  const heading = useFocusedHeading();
  return (
    <section className="play-wagering" aria-labelledby="limit-pause-h" data-testid="limit-pause">
      <h2 id="limit-pause-h" ref={heading} tabIndex={-1}>
        {t('responsible.pause.title')}
      </h2>
      <p>{t(`responsible.pause.${pause.kind}`, { date: formatDate(pause.until, language.value, true) })}</p>
      <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
        {t('responsible.pause.ok')}
      </button>
    </section>
  );
}

/** The lines of the alerts not yet seen. */
export function alertLines(a: { loss: readonly LossLimitView[]; time: readonly TimeLimitView[] }): string[] {
  const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
  return [
    ...a.loss.map((l) => t('responsible.alert.loss', { used: money(l.lostCents), limit: money(l.limitCents ?? 0) })),
    ...a.time.map((x) =>
      t(`responsible.alert.${x.kind}`, { left: String(Math.max(0, (x.limitMinutes ?? 0) - x.usedMinutes)) }),
    ),
  ];
}

export function LimitAlert({ lines, onPlay }: { lines: readonly string[]; onPlay: () => void }) {
  useSignals();
  const heading = useFocusedHeading();
  return (
    <section className="play-wagering" aria-labelledby="limit-alert-h" data-testid="limit-alert">
      <h2 id="limit-alert-h" ref={heading} tabIndex={-1}>
        {t('responsible.alert.title')}
      </h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button type="button" className="btn btn-primary btn-block" onClick={onPlay}>
        {t('responsible.alert.ok')}
      </button>
    </section>
  );
}
