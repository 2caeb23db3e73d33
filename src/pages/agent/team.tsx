// The agent's team (SPEC §7 Agent: downlines and team KPI, transfer to one or several downlines;
// the server accepts only the agent's own downlines).
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import type { DownlinePage, TeamKpi } from '../../api/types';
import { bpText } from '../../rules/agent-forms';
import { downlines } from '../../state/agent/team';
import { t } from '../../state/i18n';
import { useResource } from '../../state/use-resource';
import { Loaded } from '../../ui/Loaded';
import { Money } from '../../ui/Money';
import { shortDate } from '../../ui/RecordList';
import { Empty } from '../../ui/PageState';
import { Transfer } from './transfer';

export default function Team() {
  const team = useResource(downlines, []);
  return <Loaded of={team}>{(page) => <Members page={page} onChanged={team.reload} />}</Loaded>;
}

function Kpi({ k }: { k: TeamKpi }) {
  useSignals();
  return (
    <dl className="wallet-box wallet-dl agent-kpi" aria-label={t('agent.kpi')}>
      <dt>{t('agent.kpi.members')}</dt>
      <dd data-testid="kpi-members">{k.members}</dd>
      <dt>{t('agent.kpi.new')}</dt>
      <dd>{k.newThisMonth}</dd>
      <dt>{t('agent.kpi.deposits')}</dt>
      <dd>
        <Money cents={k.depositedCents} />
      </dd>
      <dt>{t('agent.kpi.withdrawals')}</dt>
      <dd>
        <Money cents={k.withdrawnCents} />
      </dd>
      <dt>{t('agent.kpi.transfers')}</dt>
      <dd>
        <Money cents={k.transferredCents} />
      </dd>
    </dl>
  );
}

function Members({ page, onChanged }: { page: DownlinePage; onChanged: () => void }) {
  useSignals();
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <>
      <Kpi k={page.kpi} />
      {page.list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="wallet-records" aria-label={t('agent.downlines')}>
          {page.list.map((d) => (
            <li key={d.id} className="wallet-record">
              <label className="agent-pick">
                <input
                  type="checkbox"
                  checked={picked.includes(d.id)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPicked((p) => (on ? [...p, d.id] : p.filter((x) => x !== d.id)));
                  }}
                />
                <span className="wallet-record-main">
                  <span dir="ltr">{d.userName}</span>
                  <Money cents={d.depositedCents} />
                </span>
              </label>
              <span className="wallet-record-sub">
                {shortDate(d.joinedAt)} · {t('agent.rebate.short', { rate: bpText(d.rebateBp) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {page.list.length > 0 && (
        <Transfer
          ids={picked}
          onDone={() => {
            setPicked([]);
            onChanged();
          }}
        />
      )}
    </>
  );
}
