// A video poker hand in the game records (SPEC §7): the cards dealt, the ones held, the final hand,
// its name and win, and the hand's proof (the seed's hash from the deal, the seed after the draw)
// with a button that recomputes the hand from it here. Styled by the records' classes.
import { useState } from 'react';
import type { PokerHand } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { recomputeHand } from '../../lib/poker-proof';
import { cardText } from '../../rules/video-poker';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Folded, ProofFields } from './record-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
const cards = (codes: readonly string[]) => <bdi dir="ltr">{codes.map(cardText).join(' ')}</bdi>;

function outcome(h: PokerHand): string {
  const hand = h.rank ? t(`record.poker.hand.${h.rank}`) : '';
  if (h.state === 'WON') return t('record.poker.won', { hand, amount: money(h.win) });
  if (h.state === 'LOST') return t('record.poker.lost', { hand });
  if (h.state === 'VOID') return t('record.poker.void');
  return t('record.poker.open');
}

/** A text with one {cards} placeholder, the cards put in its place as a left-to-right island. */
function Line({ textKey, codes }: { textKey: string; codes: readonly string[] }) {
  const [before, after] = t(textKey, { cards: '\u0000' }).split('\u0000');
  return (
    <p>
      {before}
      {cards(codes)}
      {after}
    </p>
  );
}

export function PokerRecord({ hand }: { hand: PokerHand }) {
  const held = hand.held ? hand.held.map((p) => hand.dealt[p]!) : null;
  const { proof } = hand;
  const [check, setCheck] = useState<string | null>(null);
  const verify = async () => {
    const r =
      proof.serverSeed && hand.final && hand.held
        ? await recomputeHand(proof.serverSeed, proof.clientSeed, proof.nonce, hand.held)
        : null;
    if (!r) return setCheck(t('record.crash.cannot'));
    const same =
      r.seedHash === proof.seedHash && r.dealt.join() === hand.dealt.join() && r.final.join() === hand.final?.join();
    const cards = { dealt: r.dealt.map(cardText).join(' '), final: r.final.map(cardText).join(' ') };
    setCheck(t(same ? 'record.poker.verified' : 'record.poker.mismatch', cards));
  };
  return (
    <div className="rec-drawn rec-crash" data-testid="poker-record">
      <p>{outcome(hand)}</p>
      <Line textKey="record.poker.dealt" codes={hand.dealt} />
      {held &&
        (held.length > 0 ? <Line textKey="record.poker.held" codes={held} /> : <p>{t('record.poker.heldNone')}</p>)}
      {hand.final && <Line textKey="record.poker.final" codes={hand.final} />}
      <Folded label={t('record.poker.proof')}>
        <ProofFields
          proof={proof}
          roundKey="record.poker.round"
          seedHashKey="record.poker.seedHash"
          secretKey="record.poker.secret"
        >
          {proof.serverSeed && (
            <button type="button" className="btn btn-ghost" onClick={() => void verify()}>
              {t('record.crash.verify')}
            </button>
          )}
          {check && (
            <p role="status" data-testid="poker-record-check">
              {check}
            </p>
          )}
        </ProofFields>
      </Folded>
    </div>
  );
}
