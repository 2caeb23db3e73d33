// Feature checks for the current user (SPEC §5 free-account check, deposit; §8 toasts).
// Small on purpose: the chat popup and the route guards call it before opening a feature.
import { featureAccess, type Feature } from '../rules/access';
import { t } from './i18n';
import { session } from './session';
import { toast } from './toasts';

/**
 * 'allow'; 'login' for a visitor (the caller sends them to /m/login); or 'refused',
 * after showing the refusal toast (free_reject 1 s on inbox and chat; the real-account
 * text 2 s on deposit).
 */
export function checkFeature(feature: Feature): 'allow' | 'login' | 'refused' {
  const access = featureAccess(feature, session.value);
  if (access === 'allow' || access === 'login') return access;
  toast[access.kind](t(access.messageKey), access.ms);
  return 'refused';
}
