// Rebate settings and quotas (SPEC §7 Agent): the agent's own rate, how many downline accounts
// it may still open at each rebate level, and a downline's rate set within both.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import type { DownlinePage, RebateSettings } from '../../api/types';
import { bpText, checkRebate, percentToBp } from '../../rules/agent-forms';
import { rebateScreen, setDownlineRebate } from '../../state/agent/rebate';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { Loaded } from '../../ui/Loaded';
import { Empty } from '../../ui/PageState';
import { BoxForm } from '../common/box-form';

export default function Rebate() {
  const screen = useResource(rebateScreen, []);
  return (
    <Loaded of={screen}>
      {({ settings, team }) => (
        <>
          <Quotas settings={settings} />
          {team.list.length === 0 ? <Empty /> : <RebateForm own={settings.ownBp} team={team} onDone={screen.reload} />}
        </>
      )}
    </Loaded>
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
  const form = useForm(
    { downline: String(team.list[0]!.id), rebate: '' },
    { validate: (v) => ({ rebate: checkRebate(v.rebate, own) }) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    if (await submit(() => setDownlineRebate(Number(v.downline), percentToBp(v.rebate)!))) {
      toast.success(t('auth.change.saved'), 2000);
      form.reset({ rebate: '' });
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
      <BoxForm headingId="agent-rb-h" title={t('agent.rebate.title')} onSubmit={onSubmit}>
        <SelectField
          field={form.bind('downline')}
          label={t('agent.rebate.member')}
          options={team.list.map((d) => ({ value: String(d.id), text: d.userName }))}
        />
        <Field field={form.bind('rebate')} label={t('agent.rebate.rate')} inputMode="decimal" maxLength={6} />
        <SubmitRow busy={busy} error={error} label={t('agent.rebate.save')} />
      </BoxForm>
    </>
  );
}
