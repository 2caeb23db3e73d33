// The cosmetic jackpot amount (SPEC §9) as signals, without the ticker that drives it
// (state/jackpot.ts), so the home view can show it before RxJS has loaded.
import { computed, signal } from '@preact/signals-react';
import { language } from './i18n';

export const jackpot = signal(0);
/** The formatted amount; views pass this signal itself as a JSX child, so only the text node updates. */
export const jackpotText = computed(() =>
  jackpot.value === 0 ? '' : new Intl.NumberFormat(language.value === 'pt' ? 'pt-BR' : 'en-US').format(jackpot.value));
