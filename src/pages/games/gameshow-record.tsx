// A money wheel bet in the game records (SPEC §7): the segments the wheel landed on (its respins
// first), each number's chips and what they paid, the total, and the round's proof folded away
// (the seed's hash shown before the round, the seed after it; the game's verify panel and the
// games guide say how to recompute the spins). Styled by the records' classes.
import type { GameshowRecord as WheelRecord } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Folded, ProofFields } from './record-proof';

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

export function GameshowRecord({ record }: { record: WheelRecord }) {
  const { round, bet } = record;
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
      <Folded label={t('record.gameshow.proof')}>
        <ProofFields proof={round}>
          {round.spins && (
            <p>
              {t('record.gameshow.spins')}: <bdi dir="ltr">{round.spins.join(', ')}</bdi>
            </p>
          )}
        </ProofFields>
      </Folded>
    </div>
  );
}
