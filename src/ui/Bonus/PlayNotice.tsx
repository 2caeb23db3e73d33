// Before a game starts for a member playing with bonus money: what this game counts towards the
// open requirement (0 % or a part said outright), the lowest sports odds that count, and the
// largest stake allowed, named (rules/wagering-line.ts playNotice). The round starts only when
// the member presses Play.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import type { PlayWagering } from '../../api/types';
import { playNotice } from '../../rules/wagering-line';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';

export function PlayNotice({ wagering, onPlay }: { wagering: PlayWagering; onPlay: () => void }) {
  useSignals();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const lines = playNotice(wagering, language.value, site.value?.currencySymbol ?? '', t);
  return (
    <section className="play-wagering" aria-labelledby="play-wagering-h" data-testid="play-wagering">
      <h2 id="play-wagering-h" ref={heading} tabIndex={-1}>
        {t('wagering.play.title')}
      </h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button type="button" className="btn btn-primary btn-block" onClick={onPlay}>
        {t('wagering.play.go')}
      </button>
    </section>
  );
}
