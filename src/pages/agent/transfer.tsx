// A transfer of the same amount to each picked downline (SPEC §7 Agent: transfer to one or
// several downlines): all or nothing on the server, one idempotency key per request, so a retry
// after a timeout moves the money once.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { checkTransfer } from '../../rules/agent-forms';
import { parseAmount } from '../../rules/wallet';
import { transferToDownlines } from '../../state/agent/team';
import { t, tn } from '../../state/i18n';
import { wallet } from '../../state/session';
import { toast } from '../../state/toasts';
import { SubmitRow, useForm, useSubmit } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';
import { BoxForm } from '../common/box-form';

export function Transfer({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  useSignals();
  const form = useForm(
    { amount: '' },
    { validate: (v) => ({ amount: checkTransfer(ids.length, v.amount, wallet.value?.sumBalance) }) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseAmount(form.values.amount);
    const done = await submit(
      (idempotencyKey) => transferToDownlines({ downlineIds: ids, amount: cents!, idempotencyKey }),
      { signature: `${ids.join(',')}|${cents}` },
    );
    if (done) {
      toast.success(t('agent.transfer.done'), 2000);
      form.reset({ amount: '' });
      onDone();
    }
  };
  return (
    <BoxForm headingId="agent-tr-h" title={t('agent.transfer.title')} onSubmit={onSubmit}>
      <p className="wallet-note">{tn('agent.transfer.picked', ids.length)}</p>
      <MoneyInput field={form.bind('amount')} label={t('agent.transfer.amount')} />
      <SubmitRow busy={busy} error={error} label={t('agent.transfer.submit')} />
    </BoxForm>
  );
}
