// Start-up path: the shell's route guard sends visitors to log in through it.
// SPEC §6 "redirect to login", one behaviour everywhere: the 'please log in' toast (SPEC §8,
// info, 2 s), the login page, and back to where the visitor was going once logged in
// (rules/auth.ts returnPath follows `from` only when it is an app path).
import { loginFrom } from '../routes';
import { t } from './i18n';
import { toast } from './toasts';

export const PLEASE_LOGIN_MS = 2000;

/** `to`: where the visitor was going; by default the page they are on (a tap there needs a login). */
export function sendToLogin(
  navigate: (path: string, o?: { replace?: boolean }) => void,
  to: string = location.pathname + location.search,
  o: { replace?: boolean } = {},
): void {
  toast.info(t('toast.pleaseLogin'), PLEASE_LOGIN_MS);
  navigate(loginFrom(to), o);
}
