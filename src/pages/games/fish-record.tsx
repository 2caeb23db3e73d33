// A fish shooting shot in the game records (SPEC §7): the target's multiplier, whether it fell and
// its win, and the shot's proof (the seed's hash shown before the shot, the seed after it; the
// games guide says how to recompute it). Styled by the records' classes.
import { useState } from 'react';
import type { FishShot } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Hex } from './crash-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');

export function FishRecord({ shot }: { shot: FishShot }) {
  const { proof } = shot;
  const [open, setOpen] = useState(false);
  return (
    <div className="rec-drawn rec-crash" data-testid="fish-record">
      <p>
        {shot.fell
          ? t('record.fish.fell', { times: shot.target, amount: money(shot.win) })
          : t('record.fish.missed', { times: shot.target })}
      </p>
      <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('record.fish.proof')}
      </button>
      {open && (
        <>
          <p>{t('record.fish.shot', { round: proof.roundId, nonce: proof.nonce })}</p>
          <p>
            {t('record.crash.seedHash')}: <Hex value={proof.seedHash} />
          </p>
          <p>
            {t('record.crash.serverSeed')}: <Hex value={proof.serverSeed} />
          </p>
          <p>
            {t('record.crash.clientSeed')}: <bdi dir="ltr">{proof.clientSeed}</bdi>
          </p>
        </>
      )}
    </div>
  );
}
