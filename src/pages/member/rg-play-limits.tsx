// Loss and time limits (responsible gaming): each limit, its use so far ("R$ 120,00 of
// R$ 200,00 lost today"), when its count starts again and a change waiting; one form per kind
// sets or removes a limit. Lowering applies at once, raising or removing after 24 h
// (rules/play-limits.ts); the server refuses the stakes (server/api/play-limits.ts).
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import type { LossLimitView, TimeLimitView } from '../../api/types';
import { formatMoney } from '../../lib/format';
import { checkTimeMinutes, parseMinutes, TIME_LIMITS, type TimeLimitKind } from '../../rules/play-limits';
import { language, t } from '../../state/i18n';
import { playLimits, saveLossLimit, saveTimeLimit } from '../../state/member/play-limits';
import { site } from '../../state/site';
import { useResource } from '../../state/use-resource';
import { Field, SelectField, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { Loaded } from '../../ui/Loaded';
import { Money } from '../../ui/Money';
import { announceLimit, limitDate, PendingMoneyLine, MoneyLimitForm } from './rg-money-limit';

const money = (cents: number) => formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
const when = limitDate;

export function PlayLimitsBoxes() {
  const r = useResource(playLimits, []);
  return (
    <Loaded of={r}>
      {(v) => (
        <>
          <LossBox loss={v.loss} />
          <TimeBox time={v.time} />
        </>
      )}
    </Loaded>
  );
}

function LossRow({ l }: { l: LossLimitView }) {
  useSignals();
  const used = money(l.lostCents);
  return (
    <li className="rg-limit" data-testid={`loss-${l.period}`}>
      <div className="rg-limit-head">
        <span>{t(`responsible.loss.period.${l.period}`)}</span>
        <strong>{l.limitCents === null ? t('responsible.limit.none') : <Money cents={l.limitCents} />}</strong>
      </div>
      <p className={l.alert ? 'rg-sub rg-near' : 'rg-sub'}>
        {l.limitCents === null
          ? t(`responsible.loss.used.${l.period}`, { used })
          : t(`responsible.loss.usedOf.${l.period}`, { used, limit: money(l.limitCents) })}
      </p>
      <p className="rg-sub">{t('responsible.loss.resets', { date: when(l.resetsAt) })}</p>
      {l.pending && <PendingMoneyLine pending={l.pending} testId={`loss-pending-${l.period}`} />}
    </li>
  );
}

function LossBox({ loss }: { loss: readonly LossLimitView[] }) {
  useSignals();
  return (
    <div className="wallet-box" aria-labelledby="rg-loss-h" role="group">
      <h3 id="rg-loss-h" className="wallet-h">
        {t('responsible.loss.title')}
      </h3>
      <ul className="rg-limits">
        {loss.map((l) => (
          <LossRow key={l.period} l={l} />
        ))}
      </ul>
      <p className="wallet-note">{t('responsible.loss.note')}</p>
      <MoneyLimitForm
        limits={loss}
        save={saveLossLimit}
        words={{
          title: t('responsible.loss.title'),
          period: t('responsible.loss.form.period'),
          amount: t('responsible.loss.form.amount'),
          save: t('responsible.loss.form.save'),
          remove: t('responsible.loss.form.remove'),
          periodName: (p) => t(`responsible.loss.period.${p}`),
        }}
      />
    </div>
  );
}

function TimeRow({ x }: { x: TimeLimitView }) {
  useSignals();
  const used = String(x.usedMinutes);
  return (
    <li className="rg-limit" data-testid={`time-${x.kind}`}>
      <div className="rg-limit-head">
        <span>{t(`responsible.time.kind.${x.kind}`)}</span>
        <strong>
          {x.limitMinutes === null
            ? t('responsible.limit.none')
            : t('responsible.time.value', { minutes: String(x.limitMinutes) })}
        </strong>
      </div>
      <p className={x.alert ? 'rg-sub rg-near' : 'rg-sub'}>
        {x.limitMinutes === null
          ? t(`responsible.time.used.${x.kind}`, { used })
          : t(`responsible.time.usedOf.${x.kind}`, { used, limit: String(x.limitMinutes) })}
      </p>
      {x.pending && (
        <p className="rg-pending" data-testid={`time-pending-${x.kind}`}>
          {x.pending.minutes === null
            ? t('responsible.pending.remove', { date: when(x.pending.from) })
            : t('responsible.time.pendingRaise', { date: when(x.pending.from), minutes: String(x.pending.minutes) })}
        </p>
      )}
    </li>
  );
}

function TimeBox({ time }: { time: readonly TimeLimitView[] }) {
  useSignals();
  const form = useForm(
    { kind: 'session', minutes: '' },
    {
      validate: (v) => {
        const minutes = parseMinutes(v.minutes);
        return { kind: null, minutes: minutes === null ? 'responsible.error.minutes' : checkTimeMinutes(minutes) };
      },
    },
  );
  const { busy, error, submit } = useSubmit({ form });
  const kind = form.values.kind as TimeLimitKind;
  const current = time.find((x) => x.kind === kind);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await submit(async () => {
      announceLimit((await saveTimeLimit(kind, parseMinutes(form.values.minutes))).pending);
      form.reset({ minutes: '' });
    });
  };
  const remove = () => void submit(async () => announceLimit((await saveTimeLimit(kind, null)).pending));
  return (
    <div className="wallet-box" aria-labelledby="rg-time-h" role="group">
      <h3 id="rg-time-h" className="wallet-h">
        {t('responsible.time.title')}
      </h3>
      <ul className="rg-limits">
        {time.map((x) => (
          <TimeRow key={x.kind} x={x} />
        ))}
      </ul>
      <p className="wallet-note">{t('responsible.time.note')}</p>
      <form
        className="wallet-form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('responsible.time.title')}
      >
        <SelectField
          field={form.bind('kind')}
          label={t('responsible.time.form.kind')}
          options={TIME_LIMITS.map((k) => ({ value: k, text: t(`responsible.time.kind.${k}`) }))}
        />
        <Field
          field={form.bind('minutes')}
          label={t('responsible.time.form.minutes')}
          inputMode="numeric"
          maxLength={5}
          hint={t('responsible.time.form.hint')}
        />
        <SubmitRow busy={busy} error={error} label={t('responsible.time.form.save')} />
        {current && current.limitMinutes !== null && current.pending?.minutes !== null && (
          <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={remove}>
            {t('responsible.time.form.remove')}
          </button>
        )}
      </form>
    </div>
  );
}
