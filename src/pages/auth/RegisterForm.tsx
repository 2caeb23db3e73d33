// The registration form of one method (SPEC §2.5, §5, §8): fields from the server's rules,
// inline errors, focus on the first failure, affiliate code checked first, terms gating
// submit, values kept in session storage (never secrets), success toast and logged in. A
// jurisdiction profile with identity by CPF (Brazil) adds the identity fields and, before the
// button, the risks-of-betting statement (src/rules/jurisdiction.ts); one with loss and time limits
// asks the new player's limits before the statement (SignupLimits).
import { useSignals } from '@preact/signals-react/runtime';
import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { RegistrationSettings } from '../../api/endpoints';
import { readJson, remove, writeJson } from '../../lib/storage';
import { registerChannel } from '../../rules/auth';
import { brazilToday } from '../../rules/identity';
import { profileOf } from '../../rules/jurisdiction';
import { canDeposit } from '../../rules/roles';
import {
  registerPayload,
  registrationErrors,
  registrationOrder,
  registrationPlan,
  savedValues,
  type RegisterFormField,
  type RegisterMethod,
  type RegisterValues,
} from '../../rules/registration';
import { checkField } from '../../rules/validation';
import { checkAffiliate, register, usernameAvailable } from '../../state/auth';
import { device } from '../../state/device';
import { offerFirstDeposit } from '../../state/menus';
import { session } from '../../state/session';
import { t } from '../../state/i18n';
import { site } from '../../state/site';
import { toast } from '../../state/toasts';
import { failureOf } from '../../state/failure';
import { FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { RegisterField } from './RegisterField';
import { SignupLimits } from './SignupLimits';
import { CaptchaField, MobileField, mobileChecker, mobileProblem, SmsCodeField, useCaptcha } from './Verification';
import { PATHS } from '../../routes';

/** SPEC §2.5: what the form keeps in session storage (no secrets, see savedValues). */
export interface SavedForm {
  method: RegisterMethod;
  values: RegisterValues;
  countryCode: string;
}

export const isSavedForm = (v: unknown): v is SavedForm => {
  const s = v as Partial<SavedForm> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    (s.method === 'username' || s.method === 'mobile') &&
    typeof s.values === 'object' &&
    s.values !== null &&
    !Array.isArray(s.values) &&
    Object.values(s.values).every((x) => typeof x === 'string') &&
    typeof s.countryCode === 'string'
  );
};

/** The risks of betting, said to whoever opens an account where the profile asks it, with the way to help. */
function RiskStatement() {
  useSignals();
  return (
    <section className="auth-risk" aria-labelledby="auth-risk-title">
      <h2 id="auth-risk-title" className="auth-risk-title">
        {t('auth.risk.title')}
      </h2>
      <p>{t('auth.risk.text')}</p>
      <Link className="link link-inline" href={`${PATHS.help}#responsible`}>
        {t('auth.risk.link')}
      </Link>
    </section>
  );
}

export function RegisterForm({ method, settings }: { method: RegisterMethod; settings: RegistrationSettings }) {
  useSignals();
  const [, navigate] = useLocation();
  // Read on every mount: switching tabs remounts the form with what was typed so far.
  const [stored] = useState(() => readJson('registerForm', isSavedForm, 'session'));
  const saved = stored?.values ?? {};
  const savedCode = stored?.countryCode ?? null;
  const profile = profileOf(site.value);
  // Ages are counted on the day the form opened, in the site's country.
  const [today] = useState(() => brazilToday(Date.now()));
  const plan = registrationPlan(method, settings, site.value?.whitelabel ?? {}, { profile, today });
  const order = registrationOrder(plan);
  // An agent's affiliate link is /m/register?code=…: the code fills the invitation field.
  const linkCode = (new URLSearchParams(useSearch()).get('code') ?? '').slice(0, 32);
  const initial = Object.fromEntries(
    order.map((f) => [f, saved[f] ?? (f === 'affiliateCode' ? linkCode : '')]),
  ) as Record<RegisterFormField, string>;
  const [code, setCode] = useState(
    savedCode && settings.countryCodes.some((c) => c.code === savedCode) ? savedCode : settings.defaultCountryCode,
  );
  const form = useForm<RegisterFormField>(initial, {
    validate: (v) => registrationErrors(plan, v, code),
    order: () => order,
  });
  const [terms, setTerms] = useState(false);
  const captcha = useCaptcha(plan.captcha);
  const { busy, error, submit } = useSubmit({ form });
  useEffect(() => {
    // Fields of the other method stay as they were; this form's own fields are replaced.
    const values: RegisterValues = { ...saved };
    for (const f of order) delete values[f];
    writeJson(
      'registerForm',
      { method, values: { ...values, ...savedValues(form.values) }, countryCode: code } satisfies SavedForm,
      'session',
    );
  }, [form.values, code]);

  const checkMobile = mobileChecker(form, 'mobileNum', (v) => mobileProblem(v, code));
  // A taken name is shown as soon as the field is left, not only on submit.
  const checkName = () => {
    const name = form.values.username.trim();
    if (checkField('username', name, true)) return;
    usernameAvailable(name)
      .then((ok) => {
        if (!ok) form.serverError('username', 'server.USER_EXISTS', false);
      })
      .catch(() => undefined);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!terms) return;
    void submit(
      async () => {
        // SPEC §5/§8: an entered affiliate code is checked first; a bad one stops here.
        const affiliate = order.includes('affiliateCode') ? form.values.affiliateCode.trim() : '';
        if (affiliate) {
          try {
            await checkAffiliate(affiliate);
          } catch (err) {
            if (failureOf(err).code !== 'AFFILIATE_INVALID') throw err;
            toast.fail(t('auth.invitationError'), 2000);
            form.serverError('affiliateCode', 'server.AFFILIATE_INVALID');
            return;
          }
        }
        await register(
          method,
          registerPayload(plan, form.values, {
            channel: registerChannel(device),
            host: location.hostname,
            countryDialingCode: code,
            captchaKey: captcha.captcha?.key ?? '',
          }),
        );
        remove('registerForm', 'session');
        toast.success(t('auth.registered'), 2000);
        navigate(PATHS.home, { replace: true });
        // A new player with money features is offered the first deposit at once (a trial has none).
        if (session.value && canDeposit(session.value.type)) offerFirstDeposit();
      },
      {
        onFail: () => {
          // The captcha was spent by the refused call: a new image, and its old answer goes.
          if (plan.captcha) {
            form.set('captcha', '');
            void captcha.refresh();
          }
        },
      },
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {plan.fields.map(({ field, required }) => {
        if (field === 'mobileNum')
          return (
            <MobileField
              key={field}
              field={form.bind(field)}
              codes={settings.countryCodes}
              code={code}
              onCode={setCode}
              required={required}
            />
          );
        if (field === 'verificationCode') {
          return (
            <SmsCodeField
              key={field}
              field={form.bind(field)}
              purpose="register"
              mobile={form.values.mobileNum}
              countryCode={code}
              checkMobile={checkMobile}
              required={required}
            />
          );
        }
        const b = form.bind(field);
        const bound =
          field === 'username'
            ? {
                ...b,
                onBlur: () => {
                  b.onBlur();
                  checkName();
                },
              }
            : b;
        return (
          <Fragment key={field}>
            <RegisterField name={field} field={bound} required={required} />
            {field === 'password' && (
              <RegisterField
                name="confirmPassword"
                field={form.bind('confirmPassword')}
                required={required || form.values.password !== ''}
              />
            )}
          </Fragment>
        );
      })}
      {plan.limits && <SignupLimits bind={form.bind} />}
      {plan.captcha && <CaptchaField field={form.bind('captcha')} state={captcha} />}
      {profile.riskStatement && <RiskStatement />}
      <label className="check">
        <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.currentTarget.checked)} />
        <span>
          {t('auth.terms.before')}{' '}
          <Link className="link-inline" href={`${PATHS.help}#terms`}>
            {t('auth.terms.link')}
          </Link>
        </span>
      </label>
      <FormError messageKey={error} />
      <Submit busy={busy} disabled={!terms}>
        {t('auth.register.submit')}
      </Submit>
    </form>
  );
}
