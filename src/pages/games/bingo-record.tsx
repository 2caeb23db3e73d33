// A bingo card in the game records (SPEC §7): the card's 5×5 numbers with those called marked,
// the balls called in order, each pattern paid (line, two lines, full house) at its ball with its
// amount, the total, and the round's proof. While the round runs the balls and the seed stay the
// server's, and the record says so. Styled by the records' and the draws' classes.
import type { BingoRecord } from '../../api/types';
import { formatMoney } from '../../lib/format';
import type { Prize } from '../../rules/bingo';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Balls } from './lottery-draws';
import { RecordProof } from './record-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');

const PRIZE: Readonly<Record<Prize, string>> = {
  LINE: 'record.bingo.line',
  TWO_LINES: 'record.bingo.twoLines',
  FULL_HOUSE: 'record.bingo.fullHouse',
};

function outcome({ card }: BingoRecord): string {
  const v = { stake: money(card.stake), amount: money(card.win) };
  if (card.state === 'VOID') return t('record.bingo.void', v);
  if (card.state === 'OPEN') return t('record.bingo.open', v);
  return t(card.win > 0 ? 'record.bingo.won' : 'record.bingo.lost', v);
}

/** The card row by row; a called number is marked for the eye and for the ear, the free centre named. */
function Card({ numbers, called, slot }: { numbers: readonly number[]; called: readonly number[]; slot: number }) {
  const rows = [0, 1, 2, 3, 4].map((r) => numbers.slice(r * 5, r * 5 + 5));
  return (
    <table className="rec-card" dir="ltr" aria-label={t('record.bingo.card', { slot })}>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((n, c) => {
              const marked = n === 0 || called.includes(n);
              return (
                <td key={c} className={marked ? 'ball-hit' : undefined}>
                  {n === 0 ? t('record.bingo.free') : n}
                  {marked && n !== 0 && <span className="sr-only"> {t('record.bingo.marked')}</span>}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BingoRecordView({ record }: { record: BingoRecord }) {
  const { round, card, balls, prizes } = record;
  return (
    <div className="rec-drawn rec-crash" data-testid="bingo-record">
      <p>{outcome(record)}</p>
      <Card numbers={card.numbers} called={balls} slot={card.slot} />
      {balls.length > 0 && (
        <>
          <p>{t('record.bingo.balls', { count: balls.length })}</p>
          <Balls numbers={balls} hits={card.numbers} label={t('record.bingo.balls', { count: balls.length })} />
        </>
      )}
      {prizes.length > 0 && (
        <ul className="rec-subs" aria-label={t('record.bingo.prizes')}>
          {prizes.map((p) => (
            <li key={p.prize} className="rec-sub">
              <span>
                {p.ball === null
                  ? t(PRIZE[p.prize])
                  : t('record.bingo.atBall', { prize: t(PRIZE[p.prize]), ball: p.ball })}
              </span>
              <span dir="ltr">{money(p.win)}</span>
            </li>
          ))}
        </ul>
      )}
      <RecordProof proof={round} />
    </div>
  );
}
