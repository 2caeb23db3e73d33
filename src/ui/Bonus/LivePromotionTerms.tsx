// The help centre's bonus topic lists the terms of every promotion running now that pays bonus
// money, each as its terms line (rules/wagering-line.ts) from the promotion list's answer: the
// same line its banner, its page and the deposit form show, never a sentence typed into help.
import { useSignals } from '@preact/signals-react/runtime';
import { wageringLine } from '../../rules/wagering-line';
import { language, t } from '../../state/i18n';
import { offeredPromotions } from '../../state/money/offered-terms';
import { site } from '../../state/site';
import { useResource } from '../../state/use-resource';
import { NotLoaded } from '../Loaded';

export function LivePromotionTerms() {
  useSignals();
  const lang = language.value;
  const loaded = useResource(offeredPromotions, [lang]);
  const list = loaded.data.value;
  if (!list) return <NotLoaded of={loaded} />;
  const symbol = site.value?.currencySymbol ?? '';
  const paying = list.filter((p) => p.wagering);
  return (
    <section className="help-terms" aria-labelledby="help-terms-h" data-testid="help-terms">
      <h3 id="help-terms-h">{t('wagering.help.title')}</h3>
      {paying.length === 0 ? (
        <p>{t('wagering.help.none')}</p>
      ) : (
        paying.map((p) => (
          <div key={p.id} data-promo={p.id}>
            <h3>{p.title}</h3>
            <p className="wagering-line" data-testid="wagering-line">
              {p.wagering && wageringLine(p.wagering, lang, symbol, t)}
            </p>
          </div>
        ))
      )}
    </section>
  );
}
