// A live round's proof in the game records (SPEC §7), folded away until asked for: the round and
// its number in the seed chain, the seed's hash shown before the round, the seed once it is over,
// and the client seed. The live tables' records (roulette, baccarat, bingo) share it.
import { useState } from 'react';
import { t } from '../../state/i18n';
import { Hex } from './crash-proof';

export interface RoundProofFields {
  roundId: string;
  nonce: number;
  seedHash: string;
  serverSeed: string | null;
  clientSeed: string;
}

export function RecordProof({ proof }: { proof: RoundProofFields }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('record.crash.proof')}
      </button>
      {open && (
        <>
          <p>{t('record.crash.round', { round: proof.roundId, nonce: proof.nonce })}</p>
          <p>
            {t('record.crash.seedHash')}: <Hex value={proof.seedHash} />
          </p>
          <p>
            {t('record.crash.serverSeed')}:{' '}
            {proof.serverSeed ? <Hex value={proof.serverSeed} /> : t('record.crash.secret')}
          </p>
          <p>
            {t('record.crash.clientSeed')}: <bdi dir="ltr">{proof.clientSeed}</bdi>
          </p>
        </>
      )}
    </>
  );
}
