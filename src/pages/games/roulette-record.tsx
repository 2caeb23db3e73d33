// A live roulette bet in the game records (SPEC §7): the pocket that came up as a ball in its
// colour, each pick in words with its stake and what it paid back, the total, and the round's
// proof. A void round says its stakes went back. Styled by the records' and the draws' classes.
import type { RouletteRecord } from '../../api/types';
import { formatMoney } from '../../lib/format';
import {
  BLACK,
  type Colour,
  colourOf,
  DOZEN,
  EVEN,
  HIGH,
  LOW,
  ODD,
  payoutOf,
  pocketsOf,
  RED,
} from '../../rules/roulette';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { RecordProof } from './record-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');

const OUTSIDE: Readonly<Record<number, string>> = {
  [RED]: 'record.roulette.red',
  [BLACK]: 'record.roulette.black',
  [ODD]: 'record.roulette.odd',
  [EVEN]: 'record.roulette.even',
  [LOW]: 'record.roulette.low',
  [HIGH]: 'record.roulette.high',
};
const COLOUR: Readonly<Record<Colour, string>> = {
  red: 'record.roulette.colour.red',
  black: 'record.roulette.colour.black',
  green: 'record.roulette.colour.green',
};

/** A spot as a player says it: "Red", "Dozen 2", "Number 17", "Split 17/20". */
export function spotWords(spot: number): string {
  const dozen = DOZEN.indexOf(spot as (typeof DOZEN)[number]);
  if (dozen >= 0) return t('record.roulette.dozen', { n: dozen + 1 });
  const outside = OUTSIDE[spot];
  if (outside) return t(outside);
  const pockets = pocketsOf(spot) ?? [];
  if (pockets.length === 2) return t('record.roulette.split', { a: pockets[0]!, b: pockets[1]! });
  return t('record.roulette.number', { n: spot });
}

function outcome({ bet }: RouletteRecord): string {
  if (bet.state === 'VOID') return t('record.roulette.void', { stake: money(bet.stake) });
  if (bet.state === 'OPEN') return t('record.roulette.open');
  const v = { stake: money(bet.stake), amount: money(bet.win) };
  return t(bet.win > 0 ? 'record.roulette.won' : 'record.roulette.lost', v);
}

export function RouletteRecordView({ record }: { record: RouletteRecord }) {
  const { round, bet } = record;
  const pocket = round.state === 'ENDED' ? round.pocket : null;
  const colour = pocket === null ? null : colourOf(pocket);
  return (
    <div className="rec-drawn rec-crash" data-testid="roulette-record">
      {pocket !== null && colour && (
        <p>
          <span className={`ball ball-${colour}`} aria-hidden="true">
            {pocket}
          </span>{' '}
          {t('record.roulette.pocket', { n: pocket, colour: t(COLOUR[colour]) })}
        </p>
      )}
      <p>{outcome(record)}</p>
      <ul className="rec-subs" aria-label={t('record.roulette.picks')}>
        {bet.picks.map((p) => (
          <li key={p.spot} className="rec-sub">
            <span>{spotWords(p.spot)}</span>
            <span>
              {pocket === null
                ? t('record.roulette.stake', { stake: money(p.stake) })
                : t('record.roulette.paid', { stake: money(p.stake), paid: money(payoutOf(p.spot, p.stake, pocket)) })}
            </span>
          </li>
        ))}
      </ul>
      <RecordProof proof={round} />
    </div>
  );
}
