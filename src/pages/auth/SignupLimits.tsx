// The prudential limits a jurisdiction profile asks every new player to set when signing up
// (Brazil: a loss limit for a period and at least one time limit; rules/play-limits.ts
// signupLimitErrors checks them here and on the server). Sensible choices are offered: amounts as
// chips, the time limits as a list; the explanation says how to change them later.
import { useSignals } from '@preact/signals-react/runtime';
import { LIMIT_PERIODS } from '../../rules/responsible';
import { SIGNUP_DAY_MINUTES, SIGNUP_LOSS_PRESETS, SIGNUP_SESSION_MINUTES } from '../../rules/signup-limits';
import { t } from '../../state/i18n';
import { type FieldBinding, SelectField } from '../../ui/form';
import { MoneyInput } from '../../ui/form/MoneyInput';

const minutesOptions = (list: readonly number[]) => [
  { value: '', text: t('auth.limits.none') },
  ...list.map((m) => ({ value: String(m), text: t('responsible.time.value', { minutes: String(m) }) })),
];

export function SignupLimits({
  bind,
}: {
  bind: (field: 'lossPeriod' | 'lossLimit' | 'sessionLimit' | 'dayLimit') => FieldBinding;
}) {
  useSignals();
  return (
    <section className="auth-risk" aria-labelledby="auth-limits-title" data-testid="signup-limits">
      <h2 id="auth-limits-title" className="auth-risk-title">
        {t('auth.limits.title')}
      </h2>
      <p>{t('auth.limits.text')}</p>
      <SelectField
        field={bind('lossPeriod')}
        label={t('auth.limits.lossPeriod')}
        options={[
          { value: '', text: t('auth.limits.choosePeriod') },
          ...LIMIT_PERIODS.map((p) => ({ value: p, text: t(`responsible.loss.period.${p}`) })),
        ]}
      />
      <MoneyInput field={bind('lossLimit')} label={t('auth.limits.lossLimit')} presets={SIGNUP_LOSS_PRESETS} />
      <SelectField
        field={bind('sessionLimit')}
        label={t('auth.limits.sessionLimit')}
        hint={t('auth.limits.timeHint')}
        options={minutesOptions(SIGNUP_SESSION_MINUTES)}
      />
      <SelectField
        field={bind('dayLimit')}
        label={t('auth.limits.dayLimit')}
        options={minutesOptions(SIGNUP_DAY_MINUTES)}
      />
    </section>
  );
}
