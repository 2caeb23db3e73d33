// A game type's vendor strip (SPEC §2.4): each provider's logo and game count, a view-all
// link; the selected one is scrolled into view. Choosing one filters the list (and the
// caller resets the tab to All).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Vendor } from '../../api/types';
import { t } from '../../state/i18n';
import { LazyImage } from '../../ui/LazyImage';

interface Props { vendors: readonly Vendor[]; selected: string; gameType: string; onPick: (vassalage: string) => void }

export function VendorStrip({ vendors, selected, gameType, onPick }: Props) {
  useSignals();
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    strip.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [selected, vendors.length]);
  if (vendors.length === 0) return null;
  return (
    <section className="vstrip" aria-labelledby="vstrip-t">
      <div className="grow-head">
        <h3 id="vstrip-t">{t('games.providers')}</h3>
        <Link className="link" href={`/m/providers?${new URLSearchParams({ gameCategory: 'PROVIDER', gameType })}`}>{t('row.viewAll')}</Link>
      </div>
      <ul className="vstrip-list" ref={strip}>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button type="button" className="vcard" aria-pressed={v.vassalage === selected} onClick={() => onPick(v.vassalage === selected ? '' : v.vassalage)}>
              <LazyImage className="vcard-logo" src={v.mobileSmallIcon} width={40} height={40} />
              <span className="vcard-name">{v.displayName}</span>
              <span className="vcard-count">{t('games.count', { count: v.gameCount })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
