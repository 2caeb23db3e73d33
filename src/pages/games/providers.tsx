// Game providers (/m/providers?gameCategory=PROVIDER&gameType&vassalage, SPEC §2.1): each
// vendor's logo, name and game count, opening its game list.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { ensure, vendors } from '../../state/home-catalogue';
import { language, t, tn } from '../../state/i18n';
import { LazyImage } from '../../ui/LazyImage';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { PATHS } from '../../routes';

export function Providers() {
  useSignals();
  const q = new URLSearchParams(useSearch());
  const gameType = (q.get('gameType') ?? '').toUpperCase();
  const selected = q.get('vassalage') ?? '';
  const lang = language.value;
  useEffect(() => ensure(vendors, lang), [lang]);
  const all = vendors.data.value;
  if (!all && vendors.error.value)
    return <ErrorState messageKey={vendors.error.value} onRetry={() => void vendors.load(lang)} />;
  if (!all) return <Loading />;
  const shown = gameType ? all.filter((v) => v.gameType === gameType) : all;
  if (shown.length === 0) return <Empty />;
  return (
    <ul className="providers">
      {shown.map((v) => (
        <li key={v.vassalage}>
          <Link
            className="pcard"
            aria-current={v.vassalage === selected ? 'true' : undefined}
            href={`${PATHS.gameList}?${new URLSearchParams({ gameType: v.gameType, vassalage: v.vassalage })}`}
          >
            <LazyImage className="pcard-logo" src={v.mobileSmallIcon} width={56} height={56} />
            <span className="pcard-name">{v.displayName}</span>
            <span className="pcard-meta">
              {t(`category.${v.gameType}`)} · {tn('games.count', v.gameCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
