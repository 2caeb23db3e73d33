// The reality check's reminder (responsible gaming): how long this session has lasted and
// what it has won or lost in games, with a choice to go on or to leave (sign out). Loaded
// with the first reminder; one at a time, so a dialog left open does not pile up others.
import { call } from '../api/client';
import * as rgApi from '../api/calls/responsible';
import { formatMoney } from '../lib/format';
import { confirm } from './dialogs';
import { language, t, tn } from './i18n';
import { signOut } from './logout';
import { site } from './site';

let open = false;

/**
 * Home after leaving, from outside any view: the router follows the browser's location on
 * popstate. (wouter's own navigate, imported from a subpath, is not the lite build's Preact
 * router and brought React's compat layer into its first view: 1.4 KB.)
 */
function navigate(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** "1 hora e 5 minutos", "45 minutos": whole minutes played, hours when there are any. */
export function playedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = tn('reality.minutes', total % 60);
  return hours ? t('reality.hoursMinutes', { hours: tn('reality.hours', hours), minutes }) : minutes;
}

export async function remindReality(playedMs: number): Promise<void> {
  if (open) return;
  open = true;
  try {
    // Without the figure (offline) the reminder still comes: the time is what matters most.
    const net = await call(rgApi.sessionSummary, {}).then(
      (s) => s.netCents,
      () => null,
    );
    const amount = net === null ? '' : formatMoney(Math.abs(net), language.value, site.value?.currencySymbol ?? '');
    const result =
      net === null ? '' : t(net < 0 ? 'reality.lost' : net > 0 ? 'reality.won' : 'reality.even', { amount });
    const leave = await confirm({
      title: t('reality.title'),
      body: [t('reality.played', { time: playedText(playedMs) }), result].filter(Boolean).join(' '),
      ok: t('reality.leave'),
      cancel: t('reality.continue'),
    });
    if (leave) await signOut(navigate);
  } finally {
    open = false;
  }
}
