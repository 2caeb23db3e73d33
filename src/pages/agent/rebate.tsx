// Rebate settings and quotas (SPEC §7 Agent): the agent's own rate, how many downline
// accounts it may still open at each rebate level, and a downline's rate set within both.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { call } from '../../api/client';
import * as agentApi from '../../api/calls/agent';
import type { DownlinePage, RebateSettings } from '../../api/types';
import { parseAmount } from '../../rules/wallet';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Empty, ErrorState, Loading } from '../../ui/PageState';
import { Input, Select, SubmitRow, useSubmit } from '../member/kit';
import { bpText } from './labels';
import { useCall } from '../../state/use-call';

export default function Rebate() {
  useSignals();
  const r = useCall(
    (signal) =>
      Promise.all([
        call(agentApi.rebateSettings, {}, { signal }),
        call(agentApi.downlines, { pageNo: 1, pageSize: 50 }, { signal }),
      ]),
    [],
  );
  if (r.error && !r.data) return <ErrorState messageKey={r.error} onRetry={() => void r.reload()} />;
  if (!r.data) return <Loading />;
  const [settings, team] = r.data;
  return (
    <>
      <Quotas settings={settings} />
      {team.list.length === 0 ? (
        <Empty />
      ) : (
        <RebateForm own={settings.ownBp} team={team} onDone={() => void r.reload()} />
      )}
    </>
  );
}

export function Quotas({ settings }: { settings: RebateSettings }) {
  useSignals();
  return (
    <section className="wallet-box" aria-labelledby="agent-quota-h">
      <h3 id="agent-quota-h" className="wallet-h">
        {t('agent.quota.title')}
      </h3>
      <p className="wallet-note" data-testid="own-rebate">
        {t('agent.rebate.own', { rate: bpText(settings.ownBp) })}
      </p>
      {settings.quotas.length === 0 ? (
        <p className="wallet-note">{t('agent.quota.none')}</p>
      ) : (
        <table className="agent-table">
          <caption className="wallet-note">{t('agent.quota.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agent.quota.level')}</th>
              <th scope="col">{t('agent.quota.used')}</th>
              <th scope="col">{t('agent.quota.left')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.quotas.map((q) => (
              <tr key={q.rateBp} data-testid="quota-row">
                <th scope="row" dir="ltr">
                  ≥ {bpText(q.rateBp)}%
                </th>
                <td>
                  {q.used} / {q.total}
                </td>
                <td data-testid="quota-left">{q.remaining}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="wallet-note">
        {t('agent.quota.below', { rate: bpText(Math.min(...settings.quotas.map((q) => q.rateBp), settings.ownBp)) })}
      </p>
    </section>
  );
}

function RebateForm({ own, team, onDone }: { own: number; team: DownlinePage; onDone: () => void }) {
  useSignals();
  const [who, setWho] = useState(String(team.list[0]!.id));
  const [rate, setRate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, formError, run } = useSubmit();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The same parser as money: "2.5" % is 250 basis points.
    const bp = parseAmount(rate);
    const err = bp === null ? 'agent.rebate.format' : bp > own ? 'server.REBATE_ABOVE_OWN' : null;
    setError(err);
    if (err || bp === null) return;
    if (await run(() => call(agentApi.updateDownlineRebate, { downlineId: Number(who), rateBp: bp }))) {
      toast.success(t('auth.change.saved'), 2000);
      setRate('');
      onDone();
    }
  };
  return (
    <>
      <ul className="wallet-records" aria-label={t('agent.downlines')}>
        {team.list.map((d) => (
          <li key={d.id} className="wallet-record">
            <span className="wallet-record-main">
              <span dir="ltr">{d.userName}</span>
              <span>{t('agent.rebate.short', { rate: bpText(d.rebateBp) })}</span>
            </span>
          </li>
        ))}
      </ul>
      <form
        className="wallet-form wallet-box"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-labelledby="agent-rb-h"
      >
        <h3 id="agent-rb-h" className="wallet-h">
          {t('agent.rebate.title')}
        </h3>
        <Select
          name="downline"
          label={t('agent.rebate.member')}
          value={who}
          onChange={setWho}
          options={team.list.map((d) => ({ value: String(d.id), text: d.userName }))}
        />
        <Input
          name="rebate"
          label={t('agent.rebate.rate')}
          value={rate}
          inputMode="decimal"
          maxLength={6}
          error={error}
          onChange={setRate}
        />
        <SubmitRow busy={busy} formError={formError} label={t('agent.rebate.save')} />
      </form>
    </>
  );
}
