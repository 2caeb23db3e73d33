// Responsible gaming (/m/member/responsible), what the help centre's "Jogo responsável" topic
// promises: deposit, loss and time limits, a reminder of time played, and a pause or self-exclusion. The
// server enforces each one (server/api/responsible.ts); this page sets them and says what
// each means before it applies.
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import type { ResponsibleSettings } from '../../api/types';
import { PATHS } from '../../routes';
import { t } from '../../state/i18n';
import { responsible } from '../../state/member/responsible';
import { useResource } from '../../state/use-resource';
import { Loaded } from '../../ui/Loaded';
import { ExclusionBox } from './rg-exclusion';
import { LimitsBox } from './rg-limits';
import { PlayLimitsBoxes } from './rg-play-limits';
import { RealityBox } from './rg-reality';
import { TitledSection } from '../common/titled-section';

export default function ResponsiblePage() {
  const r = useResource(responsible, []);
  return <Loaded of={r}>{(x) => <Responsible s={x} />}</Loaded>;
}

function Responsible({ s }: { s: ResponsibleSettings }) {
  useSignals();
  return (
    <TitledSection titleId="rg-title" title={t('responsible.title')} className="wallet rg">
      <p className="wallet-note">
        {t('responsible.intro')}{' '}
        <Link className="link link-inline" href={`${PATHS.help}#responsible`}>
          {t('responsible.helpLink')}
        </Link>
      </p>
      <LimitsBox limits={s.limits} />
      <PlayLimitsBoxes />
      <RealityBox minutes={s.realityCheckMinutes} />
      <ExclusionBox />
    </TitledSection>
  );
}
