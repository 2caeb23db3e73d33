// Start-up path: home's jackpot amount.
// The jackpot amount (SPEC §2.3, §9) as signals, without the ticker that drives it
// (state/jackpot.ts), so the home view can show it before RxJS has loaded: the amount this
// phone saw last (null on a first visit, until the server's answer).
import { computed, signal } from '@preact/signals-react';
import { formatMoney } from '../lib/format';
import { readString } from '../lib/storage';
import { storedJackpot } from '../rules/jackpot-stored';
import { language } from './i18n';

/** Cents; where the last visit ended, so the counter never starts lower than it was seen. */
export const jackpot = signal<number | null>(storedJackpot(readString('jackpot')));
/** The formatted amount; views pass this signal itself as a JSX child, so only the text node updates. */
export const jackpotText = computed(() => (jackpot.value === null ? '' : formatMoney(jackpot.value, language.value)));
