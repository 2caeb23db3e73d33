// A round's proof in the game records (SPEC §7), folded away until asked for: the round and its
// number in the seed chain, the seed's hash shown before the round, the seed once it is over, and
// the client seed. Every family's record shows its proof with these pieces; a family may name
// its round otherwise (a hand, a shot, a spin) and add its own lines (a verify button, the spins).
import { Fragment, type ReactNode, useState } from 'react';
import { t } from '../../state/i18n';

/** A 64-digit hex value that may break every 16 digits on a narrow screen; copied, it is one word. */
export function Hex({ value }: { value: string }) {
  const parts = value.match(/.{1,16}/g) ?? [value];
  return (
    <bdi dir="ltr">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {p}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </bdi>
  );
}

export interface RoundProofFields {
  roundId: string;
  nonce: number;
  seedHash: string;
  serverSeed: string | null;
  clientSeed: string;
}

/** A button that shows or hides what it names. */
export function Folded({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && children}
    </>
  );
}

/** The proof's lines; `roundKey` names the round ({round}, {nonce}), `secretKey` a seed not yet revealed. */
export function ProofFields({
  proof,
  roundKey = 'record.crash.round',
  seedHashKey = 'record.crash.seedHash',
  secretKey = 'record.crash.secret',
  children,
}: {
  proof: RoundProofFields;
  roundKey?: string;
  seedHashKey?: string;
  secretKey?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <p>{t(roundKey, { round: proof.roundId, nonce: proof.nonce })}</p>
      <p>
        {t(seedHashKey)}: <Hex value={proof.seedHash} />
      </p>
      <p>
        {t('record.crash.serverSeed')}: {proof.serverSeed ? <Hex value={proof.serverSeed} /> : t(secretKey)}
      </p>
      <p>
        {t('record.crash.clientSeed')}: <bdi dir="ltr">{proof.clientSeed}</bdi>
      </p>
      {children}
    </>
  );
}

/** The live tables' proof (roulette, baccarat, bingo): the round's lines behind one button. */
export function RecordProof({ proof }: { proof: RoundProofFields }) {
  return (
    <Folded label={t('record.crash.proof')}>
      <ProofFields proof={proof} />
    </Folded>
  );
}
