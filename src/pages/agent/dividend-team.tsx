// The dividend contracts of the agent's downline agents, with the last closed period's payout
// (SPEC §7 Agent dividend: payout).
import { useSignals } from '@preact/signals-react/runtime';
import type { TeamContract } from '../../api/types';
import { payDividend } from '../../state/agent/dividend';
import { t } from '../../state/i18n';
import { terms } from './dividend-current';
import { periodText } from './labels';
import { DuePayment, TeamContracts, useTeamAction } from './team-contracts';

export function DividendTeam({ team, onDone }: { team: TeamContract[]; onDone: () => void }) {
  useSignals();
  const { busy, error, act } = useTeamAction(onDone);
  return (
    <TeamContracts
      title={t('agent.dividend.team')}
      emptyText={t('agent.dividend.noTeam')}
      testId="dividend-contract"
      team={team}
      error={error}
    >
      {({ contract: c, due }) => (
        <>
          <span className="wallet-record-sub">{terms(c.cycle, c.shareBp)}</span>
          <DuePayment
            due={due}
            caption={(d) => t('agent.dividend.due', { period: periodText(d.periodStart) })}
            payLabel={t('agent.dividend.payout')}
            userName={c.userName}
            busy={busy}
            onPay={(d) => void act(() => payDividend(c.id, d.periodStart), 'agent.dividend.paid')}
          />
        </>
      )}
    </TeamContracts>
  );
}
