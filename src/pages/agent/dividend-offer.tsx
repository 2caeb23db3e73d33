// What an upline sends its downline agents (SPEC §7 Agent dividend: offer, message): a dividend
// contract (a share of the team's net loss per week or month) and a message into their inbox.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import type { DividendCycle, DividendInfo, Downline } from '../../api/types';
import { bpText, checkShareText, percentToBp } from '../../rules/agent-forms';
import { messageDownline, offerDividend } from '../../state/agent/dividend';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Field, SelectField, SubmitRow, TextAreaField, useForm, useSubmit } from '../../ui/form';
import { CYCLE_KEY } from './labels';
import { BoxForm } from '../common/box-form';

const downlineOptions = (list: Downline[]) => list.map((d) => ({ value: String(d.id), text: d.userName }));

export function DividendOffer({
  info,
  downlines,
  onDone,
}: {
  info: DividendInfo;
  downlines: Downline[];
  onDone: () => void;
}) {
  useSignals();
  const form = useForm(
    { downline: String(downlines[0]!.id), cycle: info.cycles[0] ?? 'week', share: '' },
    { validate: (v) => ({ share: checkShareText(v.share) }) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    if (await submit(() => offerDividend(Number(v.downline), v.cycle as DividendCycle, percentToBp(v.share)!))) {
      toast.success(t('agent.dividend.offerSent'), 2000);
      form.reset({ share: '' });
      onDone();
    }
  };
  return (
    <BoxForm headingId="div-offer-h" title={t('agent.dividend.offer')} onSubmit={onSubmit}>
      <SelectField
        field={form.bind('downline')}
        label={t('agent.rebate.member')}
        options={downlineOptions(downlines)}
      />
      <SelectField
        field={form.bind('cycle')}
        label={t('agent.dividend.cycle')}
        options={info.cycles.map((c) => ({ value: c, text: t(CYCLE_KEY[c]) }))}
      />
      <Field
        field={form.bind('share')}
        label={t('agent.dividend.share')}
        inputMode="decimal"
        maxLength={6}
        hint={t('agent.dividend.shareHint', { max: bpText(info.maxShareBp) })}
      />
      <SubmitRow busy={busy} error={error} label={t('agent.dividend.offerSubmit')} />
    </BoxForm>
  );
}

export function DividendMessage({ downlines }: { downlines: Downline[] }) {
  useSignals();
  const form = useForm(
    { to: String(downlines[0]!.id), text: '' },
    { validate: (v) => ({ text: v.text.trim() === '' ? 'agent.dividend.error.message' : null }) },
  );
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    if (await submit(() => messageDownline(Number(v.to), v.text.trim()))) {
      toast.success(t('agent.dividend.messageSent'), 2000);
      form.reset({ text: '' });
    }
  };
  return (
    <BoxForm headingId="div-msg-h" title={t('agent.dividend.message')} onSubmit={onSubmit}>
      <SelectField field={form.bind('to')} label={t('agent.rebate.member')} options={downlineOptions(downlines)} />
      <TextAreaField field={form.bind('text')} label={t('agent.dividend.messageText')} maxLength={500} />
      <SubmitRow busy={busy} error={error} label={t('agent.dividend.send')} />
    </BoxForm>
  );
}
