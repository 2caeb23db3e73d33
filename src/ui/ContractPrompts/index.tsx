// Agent contract prompts on home (SPEC §4): members not of type 4/40/41/42, with
// AGENTPOLICY3, are checked for pending daily-salary, dividend and hourly-salary requests;
// each pending one gets a prompt with Cancel and Go to its contract route.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { contractPrompts } from '../../rules/contract-prompts';
import { needsContractCheck } from '../../rules/roles';
import { pendingContracts } from '../../state/contract-prompts';
import { confirm } from '../../state/dialogs';
import { t } from '../../state/i18n';
import { session } from '../../state/session';
import { flag } from '../../state/site';

export function ContractPrompts() {
  useSignals();
  const [, navigate] = useLocation();
  const s = session.value;
  const check = s !== null && needsContractCheck(s.type, flag('AGENTPOLICY3'));
  useEffect(() => {
    if (!check) return;
    let live = true;
    void (async () => {
      const pending = await pendingContracts();
      if (!pending) return;
      for (const p of contractPrompts(pending)) {
        if (!live) return;
        const go = await confirm({
          title: t(p.titleKey),
          body: t(`${p.titleKey}.body`),
          ok: t('contract.go'),
          cancel: t('common.cancel'),
        });
        if (go && live) {
          navigate(p.route);
          return;
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [check, s?.token]);
  return null;
}
