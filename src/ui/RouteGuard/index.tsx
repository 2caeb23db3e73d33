// The route table's 'real' and 'agent' guards and its `visitor` views (routes.ts, SPEC §5, §6,
// §8). pages-loader.ts loads this module with the page of such a route only, so no guard costs
// anything on start-up. A visitor on a guarded route without a visitor view never gets here:
// the shell (app.tsx) sends them to log in.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { routeAccess } from '../../rules/access';
import { PATHS, type RouteDef } from '../../routes';
import { t } from '../../state/i18n';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { ErrorState, Loading } from '../PageState';

/** `Visitor`: what a visitor sees instead of the page (the route's `visitor` view). */
export function guarded(Page: ComponentType, route: RouteDef, Visitor?: ComponentType): ComponentType {
  // SPEC §6: an agent page refuses a non-agent where they are; money and the inbox send them home.
  const refuseInPlace = route.guard === 'agent';
  function Guarded() {
    useSignals();
    const [, navigate] = useLocation();
    const access = routeAccess(route, session.value);
    const refusal = typeof access === 'object' ? access : null;
    useEffect(() => {
      if (!refusal) return;
      toast[refusal.kind](t(refusal.messageKey), refusal.ms);
      if (!refuseInPlace) navigate(PATHS.home, { replace: true });
    }, [refusal?.messageKey]);
    if (access === 'allow') return <Page />;
    if (access === 'login') return Visitor ? <Visitor /> : <Loading />;
    return refuseInPlace ? (
      <section className="wallet">
        <ErrorState messageKey={access.messageKey} />
      </section>
    ) : (
      <Loading />
    );
  }
  Guarded.displayName = `Guarded(${route.view})`;
  return Guarded;
}
