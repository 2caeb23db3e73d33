// A slot spin or bonus buy in the game records (SPEC §7): each step of the player's seed chain it
// took (the paid spin or the buy, then each free spin of its series), with the hash shown before
// it, the seed revealed after it and the spin's seed, from which the reels follow by the game's
// rules (the games guide says how to recompute it). Styled by the records' classes.
import type { SlotRecord } from '../../api/types';
import { t } from '../../state/i18n';
import { Folded, ProofFields } from './record-proof';

/** Each step's line by its kind (written out, so the dictionary's keys are found in the source). */
const STEP = { paid: 'record.slot.paid', free: 'record.slot.free', buy: 'record.slot.buy' } as const;

export function SlotProofs({ record }: { record: SlotRecord }) {
  return (
    <div className="rec-drawn rec-crash" data-testid="slot-record">
      <Folded label={t('record.slot.proof')}>
        <ol className="rec-proofs">
          {record.spins.map((p) => (
            <li key={p.roundId}>
              <ProofFields proof={p} roundKey={STEP[p.kind]}>
                <p>
                  {t('record.slot.seed')}: <bdi dir="ltr">{p.seed}</bdi>
                </p>
              </ProofFields>
            </li>
          ))}
        </ol>
      </Folded>
    </div>
  );
}
