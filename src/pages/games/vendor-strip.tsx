// A game type's vendor strip (SPEC §2.4): each provider's logo and game count, a view-all
// link; the selected one is scrolled into view. Choosing one filters the list (and the
// caller resets the tab to All).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { Vendor } from '../../api/types';
import { t, tn } from '../../state/i18n';
import { LazyImage } from '../../ui/LazyImage';
import { PATHS } from '../../routes';

interface Props {
  vendors: readonly Vendor[];
  loading: boolean;
  selected: string;
  gameType: string;
  onPick: (vassalage: string) => void;
}

/** While the vendors load, empty cards of the same build hold the strip's height, so the tabs and grid below never jump (CLS). */
const WAITING_CARDS = [0, 1, 2, 3];

export function VendorStrip({ vendors, loading, selected, gameType, onPick }: Props) {
  useSignals();
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    strip.current
      ?.querySelector('[aria-pressed="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [selected, vendors.length]);
  if (vendors.length === 0 && !loading) return null;
  return (
    <section className="vstrip" aria-labelledby="vstrip-t" aria-busy={vendors.length === 0}>
      <div className="grow-head">
        <h3 id="vstrip-t">{t('games.providers')}</h3>
        <Link
          className="link"
          href={`${PATHS.providers}?${new URLSearchParams({ gameCategory: 'PROVIDER', gameType })}`}
        >
          {t('row.viewAll')}
        </Link>
      </div>
      {vendors.length === 0 ? (
        <ul className="vstrip-list" aria-hidden="true">
          {WAITING_CARDS.map((i) => (
            <li key={i}>
              <span className="vcard vcard-wait">
                <span className="vcard-logo" />
                <span className="vcard-name">&nbsp;</span>
                <span className="vcard-count">&nbsp;</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="vstrip-list" ref={strip}>
          {vendors.map((v) => (
            <li key={v.vassalage}>
              <button
                type="button"
                className="vcard"
                aria-pressed={v.vassalage === selected}
                onClick={() => onPick(v.vassalage === selected ? '' : v.vassalage)}
              >
                <LazyImage className="vcard-logo" src={v.mobileSmallIcon} width={40} height={40} />
                <span className="vcard-name">{v.displayName}</span>
                <span className="vcard-count">{tn('games.count', v.gameCount)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
