// VIP benefits (/m/member/benefits, SPEC §2.1, §6): only when the VIP switch is on,
// otherwise the member centre. Levels by total approved deposits, what each brings, and how far
// the next one is.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { VipInfo } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { vipProgress } from '../../rules/vip';
import { vipInfo } from '../../state/member/profile';
import { site } from '../../state/site';
import { language, t } from '../../state/i18n';
import { flag } from '../../state/site';
import { useResource } from '../../state/use-resource';
import { Loaded } from '../../ui/Loaded';
import { Money } from '../../ui/Money';
import { Loading } from '../../ui/PageState';
import { PATHS } from '../../routes';
import { TitledSection } from '../common/titled-section';

export default function BenefitsPage() {
  useSignals();
  const [, navigate] = useLocation();
  const on = flag('VIP');
  useEffect(() => {
    if (!on) navigate(PATHS.member, { replace: true });
  }, [on]);
  const info = useResource(vipInfo, [], { when: on });
  if (!on) return <Loading />;
  return <Loaded of={info}>{(v) => <Levels v={v} />}</Loaded>;
}

/** How far the next level is: the amount still to deposit and a bar (SPEC §6 VIP). */
function Progress({ v }: { v: VipInfo }) {
  useSignals();
  const p = vipProgress(v.depositedCents, v.levels);
  const percent = Math.round(p.fraction * 100);
  if (!p.next) return <p className="vip-progress-text">{t('vip.top')}</p>;
  const remaining = formatMoney(p.remainingCents, language.value, site.value?.currencySymbol ?? '');
  const label = t('vip.toNext', { amount: remaining, level: p.next.name });
  return (
    <div className="vip-progress">
      <p className="vip-progress-text">{label}</p>
      <progress className="vip-bar" max={100} value={percent} aria-label={label} />
    </div>
  );
}

function Levels({ v }: { v: VipInfo }) {
  useSignals();
  return (
    <TitledSection titleId="vip-title" title={t('title.benefits')}>
      <p className="wallet-note">
        {t('vip.deposited')}: <Money cents={v.depositedCents} />
      </p>
      <Progress v={v} />
      <ol className="vip-levels">
        {v.levels.map((l) => (
          <li
            key={l.level}
            className={l.level === v.level ? 'vip-level vip-level-on' : 'vip-level'}
            aria-current={l.level === v.level ? 'true' : undefined}
            data-testid="vip-level"
          >
            <h3 className="wallet-h">
              {l.name}
              {l.level === v.level && <span className="vip-current"> · {t('vip.current')}</span>}
            </h3>
            <p className="wallet-note">
              {t('vip.from')} <Money cents={l.minDepositCents} />
            </p>
            <ul>
              {l.benefits.map((b) => (
                <li key={b}>{t(b)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
