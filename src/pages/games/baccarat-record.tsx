// A live baccarat bet in the game records (SPEC §7): the player's and the banker's cards (signs
// for the eye, names for a screen reader) and totals, who won and any pair, each spot staked with
// what it returned (a tie gives the player and banker stakes back, and says so), and the round's
// proof. A void round says its stakes went back. Styled by the records' classes.
import type { BaccaratRecord } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { rankOf, returnOf, type Spot, SPOTS, type Winner } from '../../rules/baccarat';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { RecordProof } from './record-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');

/** Suits by card / 13, as the game page deals them: spades, hearts, diamonds, clubs. */
const SUITS = [
  { sign: '\u2660', name: 'record.baccarat.spades' },
  { sign: '\u2665', name: 'record.baccarat.hearts' },
  { sign: '\u2666', name: 'record.baccarat.diamonds' },
  { sign: '\u2663', name: 'record.baccarat.clubs' },
] as const;
/** Ranks by card % 13 that have a name; the others are their number. */
const NAMED: Readonly<Record<number, { letter: string; name: string }>> = {
  0: { letter: 'A', name: 'record.baccarat.ace' },
  10: { letter: 'J', name: 'record.baccarat.jack' },
  11: { letter: 'Q', name: 'record.baccarat.queen' },
  12: { letter: 'K', name: 'record.baccarat.king' },
};
const SPOT_NAME: Readonly<Record<Spot, string>> = {
  PLAYER: 'record.baccarat.player',
  BANKER: 'record.baccarat.banker',
  TIE: 'record.baccarat.tie',
  PLAYER_PAIR: 'record.baccarat.playerPair',
  BANKER_PAIR: 'record.baccarat.bankerPair',
};
const WINNER: Readonly<Record<Winner, string>> = {
  PLAYER: 'record.baccarat.playerWins',
  BANKER: 'record.baccarat.bankerWins',
  TIE: 'record.baccarat.tieWins',
};

const suitOf = (card: number) => SUITS[Math.floor(card / 13) % 4]!;

/** "A♠", "10♦": the card as printed. */
export const cardSign = (card: number): string => {
  const r = rankOf(card);
  return `${NAMED[r]?.letter ?? String(r + 1)}${suitOf(card).sign}`;
};

/** "Ace of spades", "10 of diamonds": the card as said. */
export const cardName = (card: number): string => {
  const r = rankOf(card);
  const named = NAMED[r];
  return t('record.baccarat.card', {
    rank: named ? t(named.name) : String(r + 1),
    suit: t(suitOf(card).name),
  });
};

/** One side's hand: its name and total, then its cards, printed for the eye and named for the ear. */
function Hand({ side, cards, total }: { side: string; cards: readonly number[]; total: number }) {
  return (
    <p>
      {t('record.baccarat.hand', { side, total })}{' '}
      <bdi dir="ltr" aria-hidden="true">
        {cards.map(cardSign).join(' ')}
      </bdi>
      <span className="sr-only">{cards.map(cardName).join(', ')}</span>
    </p>
  );
}

function outcome({ bet }: BaccaratRecord): string {
  if (bet.state === 'VOID') return t('record.baccarat.void', { stake: money(bet.stake) });
  if (bet.state === 'OPEN') return t('record.baccarat.open');
  const v = { stake: money(bet.stake), amount: money(bet.win) };
  return t(bet.win > 0 ? 'record.baccarat.won' : 'record.baccarat.lost', v);
}

export function BaccaratRecordView({ record }: { record: BaccaratRecord }) {
  const { round, bet } = record;
  const coup = round.state === 'ENDED' ? round.coup : null;
  const pairs = coup
    ? [coup.playerPair && t(SPOT_NAME.PLAYER_PAIR), coup.bankerPair && t(SPOT_NAME.BANKER_PAIR)].filter(Boolean)
    : [];
  const staked = SPOTS.filter((s) => bet.stakes[s] > 0);
  const pushed = (s: Spot) => coup?.winner === 'TIE' && (s === 'PLAYER' || s === 'BANKER');
  return (
    <div className="rec-drawn rec-crash" data-testid="baccarat-record">
      {coup && (
        <>
          <Hand side={t(SPOT_NAME.PLAYER)} cards={coup.player} total={coup.playerTotal} />
          <Hand side={t(SPOT_NAME.BANKER)} cards={coup.banker} total={coup.bankerTotal} />
          <p>
            {t(WINNER[coup.winner], { player: coup.playerTotal, banker: coup.bankerTotal })}
            {pairs.length > 0 && ` ${t('record.baccarat.pairs', { pairs: pairs.join(', ') })}`}
          </p>
        </>
      )}
      <p>{outcome(record)}</p>
      <ul className="rec-subs" aria-label={t('record.baccarat.spots')}>
        {staked.map((s) => (
          <li key={s} className="rec-sub">
            <span>{t(SPOT_NAME[s])}</span>
            <span>
              {coup === null
                ? t('record.baccarat.stake', { stake: money(bet.stakes[s]) })
                : t(pushed(s) ? 'record.baccarat.pushed' : 'record.baccarat.paid', {
                    stake: money(bet.stakes[s]),
                    paid: money(returnOf(s, bet.stakes[s], coup)),
                  })}
            </span>
          </li>
        ))}
      </ul>
      <RecordProof proof={round} />
    </div>
  );
}
