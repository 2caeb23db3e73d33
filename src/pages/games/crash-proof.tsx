// A crash bet in the game records (SPEC §7): how it ended in words, and the round's proof with
// a button that recomputes the crash point here, from the seed, the client seed and the number.
// Styled by the records' own classes: the app's one stylesheet (the first view's) gains nothing.
import { useState } from 'react';
import type { CrashRecord } from '../../api/types';
import { recomputeCrash } from '../../lib/crash-proof';
import { formatMoney } from '../../lib/format';
import { formatMultiplier } from '../../rules/crash';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Folded, ProofFields } from './record-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
const times = (hundredths: number) => formatMultiplier(hundredths, language.value);

function outcome({ round, bet }: CrashRecord): string {
  const crash = round.crashPoint === null ? null : times(round.crashPoint);
  if (bet.state === 'WON' && bet.cashedOutAt !== null) {
    const v = { x: times(bet.cashedOutAt), amount: money(bet.win) };
    return crash ? t('record.crash.won', { ...v, crash }) : t('record.crash.wonRunning', v);
  }
  if (bet.state === 'LOST') return t('record.crash.lost', { crash: crash ?? '' });
  if (bet.state === 'VOID') return t('record.crash.void');
  return t('record.crash.open');
}

export function CrashProof({ record }: { record: CrashRecord }) {
  const { round, bet } = record;
  const [check, setCheck] = useState<string | null>(null);
  const verify = async () => {
    const r = round.serverSeed ? await recomputeCrash(round.serverSeed, round.clientSeed, round.nonce) : null;
    if (!r) return setCheck(t('record.crash.cannot'));
    const same = r.crashPoint === round.crashPoint && r.seedHash === round.seedHash;
    setCheck(t(same ? 'record.crash.verified' : 'record.crash.mismatch', { crash: times(r.crashPoint) }));
  };
  return (
    <div className="rec-drawn rec-crash" data-testid="crash-record">
      <p>{outcome(record)}</p>
      {bet.autoCashOut !== null && <p>{t('record.crash.auto', { x: times(bet.autoCashOut) })}</p>}
      <Folded label={t('record.crash.proof')}>
        <ProofFields proof={round}>
          {round.serverSeed && (
            <button type="button" className="btn btn-ghost" onClick={() => void verify()}>
              {t('record.crash.verify')}
            </button>
          )}
          {check && (
            <p role="status" data-testid="crash-record-check">
              {check}
            </p>
          )}
        </ProofFields>
      </Folded>
    </div>
  );
}
