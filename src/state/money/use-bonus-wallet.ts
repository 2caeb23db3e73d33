// The bonus wallet where a view shows it (state/money/bonus.ts), kept in step with the total: when
// the balance changes under the view (a deposit approved while it shows, a withdrawal, a refresh
// after a round), cash and bonus are read again, so the split never disagrees with the header.
// Its own module: a hook, for the lazy pages only (the first view has no use for it).
import { useEffect, useRef } from 'react';
import type { BonusWallet } from '../../api/types';
import { language } from '../i18n';
import { wallet } from '../session';
import { type ResourceView, useResource } from '../use-resource';
import { bonusWallet } from './bonus';

/** `when`: false asks nothing (a trial account has no bonus money). The caller calls useSignals(). */
export function useBonusWallet(when = true): ResourceView<BonusWallet> {
  const view = useResource(bonusWallet, [language.value], { when });
  const total = wallet.value?.sumBalance;
  const seen = useRef(total);
  useEffect(() => {
    if (seen.current === total) return;
    const before = seen.current;
    seen.current = total;
    // The total's first arrival (the session's balance loading after the view) is no change: the
    // view's own first read already has the split.
    if (when && before !== undefined && before !== null) view.reload();
  }, [total, when, view]);
  return view;
}
