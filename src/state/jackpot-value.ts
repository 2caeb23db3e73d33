// Start-up path: home's jackpot amount.
// The cosmetic jackpot amount (SPEC §9) as signals, without the ticker that drives it
// (state/jackpot.ts), so the home view can show it before RxJS has loaded.
import { computed, signal } from '@preact/signals-react';
import { formatWhole } from '../lib/format';
import { jackpotStart } from '../rules/jackpot';
import { language } from './i18n';

/** Drawn at once, so the first paint shows an amount (it is often the page's LCP text); the ticker carries on from it. */
export const jackpot = signal(jackpotStart(Math.random));
/** The formatted amount; views pass this signal itself as a JSX child, so only the text node updates. */
export const jackpotText = computed(() => formatWhole(jackpot.value, language.value));
