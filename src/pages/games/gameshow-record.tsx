// A money wheel bet in the game records (SPEC §7): the segments the wheel landed on (its respins
// first), each number's chips and what they paid, the total, and the round's proof folded away
// (the seed's hash shown before the round, the seed after it; the game's verify panel and the
// games guide say how to recompute the spins). Styled by the records' classes.
import { type ReactNode, useState } from 'react';
import type { GameshowRecord as WheelRecord } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Hex } from './crash-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
/** Segments read left to right in every language: isolated (LRI … PDI) inside an Urdu sentence. */
const isolated = (text: string) => `\u2066${text}\u2069`;

function outcome({ bet, segments }: WheelRecord): string {
  if (bet.state === 'VOID') return t('record.gameshow.void');
  if (!segments) return t('record.gameshow.open');
  return t('record.gameshow.landed', { segments: isolated(segments.join(' → ')) });
}

function chipLine(c: WheelRecord['bet']['chips'][number], state: WheelRecord['bet']['state']): string {
  const v = { n: c.number, stake: money(c.stake), amount: money(c.win) };
  if (state === 'OPEN' || state === 'VOID') return t('record.gameshow.chipOpen', v);
  return t(c.win > 0 ? 'record.gameshow.chipWon' : 'record.gameshow.chipLost', v);
}

/** One value of the proof after its label. */
function ProofLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      {label}: {children}
    </p>
  );
}

export function GameshowRecord({ record }: { record: WheelRecord }) {
  const { round, bet } = record;
  const [open, setOpen] = useState(false);
  const settled = bet.state === 'WON' || bet.state === 'LOST';
  return (
    <div className="rec-drawn rec-crash" data-testid="gameshow-record">
      <p>{outcome(record)}</p>
      <ul aria-label={t('record.gameshow.chips')}>
        {bet.chips.map((c) => (
          <li key={c.number} data-testid={`gameshow-chip-${c.number}`}>
            {chipLine(c, bet.state)}
          </li>
        ))}
      </ul>
      <p data-testid="gameshow-total">
        {settled
          ? t('record.gameshow.total', { stake: money(bet.stake), amount: money(bet.win) })
          : t('record.gameshow.staked', { stake: money(bet.stake) })}
      </p>
      <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('record.gameshow.proof')}
      </button>
      {open && (
        <>
          <p>{t('record.crash.round', { round: round.roundId, nonce: round.nonce })}</p>
          <ProofLine label={t('record.crash.seedHash')}>
            <Hex value={round.seedHash} />
          </ProofLine>
          <ProofLine label={t('record.crash.serverSeed')}>
            {round.serverSeed ? <Hex value={round.serverSeed} /> : t('record.crash.secret')}
          </ProofLine>
          <ProofLine label={t('record.crash.clientSeed')}>
            <bdi dir="ltr">{round.clientSeed}</bdi>
          </ProofLine>
          {round.spins && (
            <ProofLine label={t('record.gameshow.spins')}>
              <bdi dir="ltr">{round.spins.join(', ')}</bdi>
            </ProofLine>
          )}
        </>
      )}
    </div>
  );
}
