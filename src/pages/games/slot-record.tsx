// A slot spin or bonus buy in the game records (SPEC §7): each step of the player's seed chain it
// took (the paid spin or the buy, then each free spin of its series), with the hash shown before
// it, the seed revealed after it and the spin's seed, from which the reels follow by the game's
// rules (the games guide says how to recompute it). Styled by the records' classes.
import { useState } from 'react';
import type { SlotRecord } from '../../api/types';
import { t } from '../../state/i18n';
import { Hex } from './crash-proof';

/** Each step's line by its kind (written out, so the dictionary's keys are found in the source). */
const STEP = { paid: 'record.slot.paid', free: 'record.slot.free', buy: 'record.slot.buy' } as const;

export function SlotProofs({ record }: { record: SlotRecord }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="rec-drawn rec-crash" data-testid="slot-record">
      <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('record.slot.proof')}
      </button>
      {open && (
        <ol className="rec-proofs">
          {record.spins.map((p) => (
            <li key={p.roundId}>
              <p>{t(STEP[p.kind], { nonce: p.nonce, round: p.roundId })}</p>
              <p>
                {t('record.crash.seedHash')}: <Hex value={p.seedHash} />
              </p>
              <p>
                {t('record.crash.serverSeed')}: <Hex value={p.serverSeed} />
              </p>
              <p>
                {t('record.crash.clientSeed')}: <bdi dir="ltr">{p.clientSeed}</bdi>
              </p>
              <p>
                {t('record.slot.seed')}: <bdi dir="ltr">{p.seed}</bdi>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
