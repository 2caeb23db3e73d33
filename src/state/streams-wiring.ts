// The long-lived RxJS streams bound to signals. Loaded after the first render (main.tsx),
// so RxJS is not part of the first view's bytes; actions sent earlier wait in their channel.
import { catchError, EMPTY, filter, fromEvent, map, Observable, startWith, switchMap, throttleTime } from 'rxjs';
import { effect } from '@preact/signals-react';
import * as rgApi from '../api/calls/responsible';
import { isRealMember } from '../rules/roles';
import { realityChecks } from '../streams/reality-check';
import { realitySettings } from './reality';
import { call } from '../api/client';
import * as memberApi from '../api/calls/member';
import * as walletApi from '../api/calls/wallet';
import * as systemApi from '../api/calls/system';
import { balance } from '../streams/balance';
import { pendingMoney } from '../streams/pending-money';
import { languageChanges } from '../streams/language';
import { unreadCounts } from '../streams/unread';
import { siteStatus } from '../streams/status';
import { writeJson } from '../lib/storage';
import type { Wallet } from '../api/types';
import type { Channel } from './channel';
import { applyLanguage } from './i18n';
import { languageApplied, languageRequests } from './language';
import { applyMoneyStatus, moneyStamp, moneyWaits, noteMoneyStamp } from './money/pending';
import { toObservable } from './observe';
import { session, wallet } from './session';
import { flag, site } from './site';
import { unread, unreadRequests } from './unread';
import { balanceError, balanceRefreshing, balanceRequests } from './wallet';

const fromChannel = <T>(ch: Channel<T>) => new Observable<T>((sub) => ch.listen((v) => sub.next(v)));

export function startBalance(): () => void {
  // Whose balance each answer is: one asked before a registration from free play (or any
  // change of session) must not come back as the new member's.
  const owner = new WeakMap<Wallet, string | undefined>();
  const sub = balance({
    refresh$: fromChannel(balanceRequests),
    fetchWallet: () => {
      const token = session.peek()?.token;
      return call(memberApi.wallet, {}).then((w) => {
        owner.set(w, token);
        return w;
      });
    },
  }).subscribe((s) => {
    balanceRefreshing.value = s.refreshing;
    balanceError.value = s.error;
    if (s.wallet && owner.get(s.wallet) === session.peek()?.token) {
      // The stamp first: the wallet's arrival can start the pending-money poll, whose first call sends it.
      noteMoneyStamp(s.wallet.moneyStamp);
      wallet.value = s.wallet;
    }
  });
  return () => sub.unsubscribe();
}

const visibility$ = () =>
  fromEvent(document, 'visibilitychange').pipe(
    startWith(null),
    map(() => document.visibilityState !== 'hidden'),
  );

/** SPEC §7: while a deposit or withdrawal waits, its state and the balance refresh by themselves. */
export function startPendingMoney(): () => void {
  const sub = pendingMoney({
    // The wallet call says whether money waits (a page just opened); a request just made, or a
    // record read still waiting, says so too. A page that just opened waits for the wallet's
    // answer (or its failure), whose stamp lets the server hold the first call until the money
    // moves: without one the call is answered at once, and a decision just after it would show
    // only a period later.
    pending$: toObservable(
      () =>
        session.value !== null &&
        isRealMember(session.value.type) &&
        (wallet.value !== null || balanceError.value) &&
        (moneyWaits.value || wallet.value?.pending === true),
    ),
    visible$: visibility$(),
    // No client retries: the poll asks again in a few seconds anyway.
    fetchStatus: () => {
      const since = moneyStamp();
      return call(walletApi.moneyStatus, since === undefined ? {} : { since }, { retries: 0 });
    },
  }).subscribe(applyMoneyStatus);
  return () => sub.unsubscribe();
}

export function startUnread(): () => void {
  const visible$ = visibility$();
  const sub = unreadCounts({
    // No client retries: the stream has its own backoff, so a poll is never more than one request.
    // SPEC §7: the chat count is its own call, in a chunk only members with a chat load.
    fetchCounts: (withChat) =>
      withChat
        ? import('./chat-unread').then((m) => m.countsWithChat())
        : call(memberApi.unreadCounts, { withChat }, { retries: 0 }),
    session$: toObservable(() => (session.value ? { type: session.value.type } : null)),
    chatEnabled$: toObservable(() => site.value !== null && flag('CBS3')),
    visible$,
    refresh$: fromChannel(unreadRequests),
  }).subscribe((c) => {
    unread.value = c;
  });
  return () => sub.unsubscribe();
}

export function startLanguage(): () => void {
  const sub = languageChanges({
    language$: fromChannel(languageRequests),
    load: (lang) => applyLanguage(lang).then(() => lang),
  }).subscribe(({ language }) => languageApplied(language));
  return () => sub.unsubscribe();
}

/** SPEC §4: when the player comes back to the tab, re-check the site status (at most once a
 * minute), so maintenance that started meanwhile shows its page instead of failing calls. */
export const STATUS_RECHECK_MS = 60_000;
export function startStatusRecheck(): () => void {
  const sub = fromEvent(document, 'visibilitychange')
    .pipe(
      filter(() => document.visibilityState === 'visible'),
      throttleTime(STATUS_RECHECK_MS),
      switchMap(() =>
        siteStatus({
          cached: null,
          fetchStatus: () => call(systemApi.systemStatus, {}),
          save: (s) => writeJson('status', s),
        }).pipe(catchError(() => EMPTY)),
      ),
    )
    .subscribe((s) => {
      site.value = s;
    });
  return () => sub.unsubscribe();
}

/**
 * Responsible gaming's reality check: the member's interval is read at each session start (a
 * real-money member's; 0 is off), and each reminder opens the dialog (state/reality-dialog.ts,
 * loaded on the first one).
 */
export function startRealityCheck(): () => void {
  const stopLoad = effect(() => {
    const s = session.value;
    realitySettings.value = null;
    if (!s || !isRealMember(s.type)) return;
    call(rgApi.responsibleSettings, {})
      .then((v) => {
        if (session.peek()?.token === s.token)
          realitySettings.value = { startedAt: Date.parse(v.sessionStartedAt), minutes: v.realityCheckMinutes };
      })
      .catch(() => undefined);
  });
  const sub = realityChecks(toObservable(() => realitySettings.value)).subscribe((played) => {
    void import('./reality-dialog').then((m) => m.remindReality(played)).catch(() => undefined);
  });
  return () => {
    stopLoad();
    sub.unsubscribe();
  };
}
