// The reality check's interval (responsible gaming): off, or a reminder every 15 or 30
// minutes, 1 or 2 hours, with the time played and the session's result (state/reality-dialog.ts).
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { REALITY_INTERVALS } from '../../rules/responsible';
import { t, tn } from '../../state/i18n';
import { saveRealityCheck } from '../../state/member/responsible';
import { toast } from '../../state/toasts';
import { SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { BoxForm } from '../common/box-form';

const intervalText = (m: number) =>
  m === 0
    ? t('responsible.reality.off')
    : m < 60
      ? tn('responsible.reality.everyMinutes', m)
      : tn('responsible.reality.everyHours', m / 60);

export function RealityBox({ minutes }: { minutes: number }) {
  useSignals();
  const form = useForm({ minutes: String(minutes) }, { validate: () => ({ minutes: null }) });
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (await submit(() => saveRealityCheck(Number(form.values.minutes))))
      toast.success(t('responsible.reality.saved'), 2000);
  };
  return (
    <BoxForm headingId="rg-reality-h" title={t('responsible.reality')} onSubmit={onSubmit}>
      <p className="wallet-note">{t('responsible.reality.note')}</p>
      <SelectField
        field={form.bind('minutes')}
        label={t('responsible.reality.interval')}
        options={REALITY_INTERVALS.map((m) => ({ value: String(m), text: intervalText(m) }))}
      />
      <SubmitRow busy={busy} error={error} label={t('responsible.reality.save')} />
    </BoxForm>
  );
}
