// Route guards (SPEC §5, §6, §8): a page that a member type may not open shows the
// refusal toast and goes home instead. routes.ts wraps a page's lazy load with this
// module, so the guard costs nothing on start-up.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { featureAccess, type Feature } from '../../rules/access';
import { checkFeature } from '../../state/auth-guard';
import { t } from '../../state/i18n';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { Loading } from '../../ui/PageState';

export function guarded(Page: ComponentType, feature: Feature): ComponentType {
  function Guarded() {
    useSignals();
    const [location, navigate] = useLocation();
    const access = featureAccess(feature, session.value);
    useEffect(() => {
      if (access === 'allow') return;
      if (access === 'login') {
        toast.info(t('toast.pleaseLogin'), 2000);
        navigate(`/m/login?from=${encodeURIComponent(location)}`, { replace: true });
        return;
      }
      checkFeature(feature);
      navigate('/m/home', { replace: true });
    }, [access === 'allow', access === 'login']);
    return access === 'allow' ? <Page /> : <Loading />;
  }
  Guarded.displayName = `Guarded(${feature})`;
  return Guarded;
}
