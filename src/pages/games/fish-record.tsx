// A fish shooting shot in the game records (SPEC §7): the target's multiplier, whether it fell and
// its win, and the shot's proof (the seed's hash shown before the shot, the seed after it; the
// games guide says how to recompute it). Styled by the records' classes.
import type { FishShot } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Folded, ProofFields } from './record-proof';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');

export function FishRecord({ shot }: { shot: FishShot }) {
  const { proof } = shot;
  return (
    <div className="rec-drawn rec-crash" data-testid="fish-record">
      <p>
        {shot.fell
          ? t('record.fish.fell', { times: shot.target, amount: money(shot.win) })
          : t('record.fish.missed', { times: shot.target })}
      </p>
      <Folded label={t('record.fish.proof')}>
        <ProofFields proof={proof} roundKey="record.fish.shot" />
      </Folded>
    </div>
  );
}
