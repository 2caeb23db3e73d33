// Applying to the upline for a salary contract (SPEC §7 Agent salary: apply): tiers of active
// team members and the amount each earns, typed row by row (rules/agent-forms parseTiers).
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { SalaryInfo } from '../../api/types';
import { checkTiers } from '../../rules/agent-contracts';
import { parseTiers } from '../../rules/agent-forms';
import { centsToInput } from '../../rules/wallet';
import { applySalary } from '../../state/agent/salary';
import { language, t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { SubmitRow, useSubmit } from '../../ui/form';
import { BoxForm } from '../common/box-form';

export function SalaryApply({
  info,
  hasContract,
  onDone,
}: {
  info: SalaryInfo;
  hasContract: boolean;
  onDone: () => void;
}) {
  useSignals();
  const [rows, setRows] = useState(() =>
    info.defaultTiers.map((x) => ({ n: String(x.minActive), amount: centsToInput(x.amountCents, language.value) })),
  );
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, submit } = useSubmit();
  const set = (i: number, k: 'n' | 'amount', v: string) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const tiers = parseTiers(rows);
    const problem = checkTiers(tiers);
    setInvalid(problem);
    if (problem) return;
    if (await submit(() => applySalary(info.period, tiers))) {
      toast.success(t('agent.salary.applied'), 2000);
      onDone();
    }
  };
  return (
    <BoxForm
      headingId="salary-apply-h"
      title={t(hasContract ? 'agent.salary.applyNew' : 'agent.salary.apply')}
      onSubmit={onSubmit}
    >
      <p className="wallet-note">{t('agent.salary.applyIntro', { name: info.upline ?? '' })}</p>
      {rows.map((r, i) => (
        <fieldset key={i} className="agent-tier-row" aria-describedby={invalid ? 'salary-apply-err' : undefined}>
          <legend>{t('agent.salary.tierN', { n: i + 1 })}</legend>
          <label>
            {t('agent.salary.minActive')}
            <input inputMode="numeric" maxLength={5} value={r.n} onChange={(e) => set(i, 'n', e.currentTarget.value)} />
          </label>
          <label>
            {t('agent.salary.amount')}
            <input
              inputMode="decimal"
              maxLength={10}
              value={r.amount}
              onChange={(e) => set(i, 'amount', e.currentTarget.value)}
            />
          </label>
        </fieldset>
      ))}
      <div className="agent-actions">
        {rows.length < info.maxTiers && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => setRows((rs) => [...rs, { n: '', amount: '' }])}
          >
            {t('agent.salary.addTier')}
          </button>
        )}
        {rows.length > 1 && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRows((rs) => rs.slice(0, -1))}>
            {t('agent.salary.removeTier')}
          </button>
        )}
      </div>
      {invalid && (
        <p id="salary-apply-err" className="field-error">
          {t(invalid)}
        </p>
      )}
      <SubmitRow busy={busy} error={error} label={t('agent.salary.submit')} />
    </BoxForm>
  );
}
