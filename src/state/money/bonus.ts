// A member's cash and bonus kept apart, with their wagering requirements (GET /wps/member/bonus):
// the wallet, deposit and withdraw pages, the member centre, a promotion's page and the header's
// breakdown read it. Loaded where it shows (each view asks when it mounts), so what it says is
// at most a page visit old, and read again whenever the total changes under a view that shows it
// (use-bonus-wallet.ts).
import { call } from '../../api/client';
import * as walletApi from '../../api/calls/wallet';
import type { Language } from '../../api/types';
import { resource } from '../resource';

export const bonusWallet = resource((signal, lang: Language) =>
  call(walletApi.bonusWallet, { language: lang }, { signal }),
);
