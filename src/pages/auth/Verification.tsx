// The mobile number with its dialing code, the SMS code with its send link and countdown
// (SPEC §4, §8, §9), and the captcha image (SPEC §5). Shared by login, register and forget.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import type { CountryCode, SmsPurpose } from '../../api/endpoints';
import { smsDeadline } from '../../rules/auth';
import { checkMobile, formatMobile, formatTyping, PHONE_MAX_LENGTH } from '../../rules/phone';
import { LIMITS } from '../../rules/validation';
import { countdown, requestCaptcha, sendSmsCode } from '../../state/auth';
import type { Bound } from '../../state/bind';
import { t } from '../../state/i18n';
import { failureOf } from '../../state/failure';
import { toast } from '../../state/toasts';
import { Field, type FieldBinding, type Form } from '../../ui/form';

/**
 * The check before a code is requested (SPEC §5: a failed mobile check stops the SMS
 * request): an empty number gets the same 'Please enter a valid mobile number'. The rule is the
 * country's (rules/phone), under the dialing code chosen beside the number.
 */
export function mobileProblem(value: string, countryCode: string): string | null {
  return checkMobile(countryCode, value);
}

/**
 * The number drawn in its country's format: as it is typed at its end ("21998" → "(21) 998"), and in
 * full once the field is left; an edit in the middle or a deletion is left as the player made it.
 */
export function formattedMobile(field: FieldBinding, countryCode: string): FieldBinding {
  return {
    ...field,
    onChange: (v) =>
      field.onChange(v.length > field.value.length && v.startsWith(field.value) ? formatTyping(countryCode, v) : v),
    onBlur: () => {
      const shown = formatMobile(countryCode, field.value);
      if (shown !== field.value) field.onChange(shown);
      field.onBlur();
    },
  };
}

/** The mobile check before a code is requested, shown under the number: false stops the request (SPEC §5). */
export function mobileChecker<F extends string>(
  form: Form<F>,
  field: F,
  problem: (value: string) => string | null,
): () => boolean {
  return () => {
    const key = problem(form.values[field] ?? '');
    if (key) form.serverError(field, key);
    return key === null;
  };
}

export function CountryCodePicker({
  codes,
  value,
  onChange,
}: {
  codes: readonly CountryCode[];
  value: string;
  onChange: (code: string) => void;
}) {
  useSignals();
  return (
    <select
      className="field-prefix"
      name="countryCode"
      aria-label={t('auth.field.countryCode')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    >
      {codes.map((c) => (
        <option key={c.code} value={c.code}>{`${c.region} +${c.code}`}</option>
      ))}
    </select>
  );
}

export function MobileField({
  field,
  codes,
  code,
  onCode,
  required,
}: {
  field: FieldBinding;
  codes: readonly CountryCode[];
  code: string;
  onCode: (code: string) => void;
  required?: boolean;
}) {
  useSignals();
  return (
    <Field
      field={formattedMobile(field, code)}
      label={t('auth.field.mobileNum')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={PHONE_MAX_LENGTH}
      required={required}
      prefix={<CountryCodePicker codes={codes} value={code} onChange={onCode} />}
    />
  );
}

/**
 * The SMS code field. `checkMobile` validates the number first and answers false to stop
 * the request (SPEC §5). 'sending...' shows while the call runs, then 'SMS sent' 1.5 s,
 * then the link counts down (minutes x 60, or to expirationTime, else 60 s).
 */
export function SmsCodeField({
  field,
  purpose,
  mobile,
  countryCode,
  checkMobile,
  required,
}: {
  field: FieldBinding;
  purpose: SmsPurpose;
  mobile: string;
  countryCode: string;
  checkMobile: () => boolean;
  required?: boolean;
}) {
  useSignals();
  const [timer, setTimer] = useState<Bound<number> | null>(null);
  const [sending, setSending] = useState(false);
  const timerRef = useRef(timer);
  timerRef.current = timer;
  useEffect(() => () => timerRef.current?.dispose(), []);
  const start = (deadline: number) => {
    timerRef.current?.dispose();
    setTimer(countdown(deadline));
  };
  const left = timer?.value.value ?? 0;
  const send = async () => {
    if (sending || left > 0 || !checkMobile()) return;
    setSending(true);
    const hide = toast.loading(t('auth.sending'));
    try {
      start(smsDeadline(Date.now(), await sendSmsCode(mobile, countryCode, purpose)));
      hide();
      toast.success(t('auth.smsSent'), 1500);
    } catch (e) {
      hide();
      const failure = failureOf(e);
      const at = (failure.value as { expirationTime?: number } | null)?.expirationTime;
      if (failure.code === 'SMS_TOO_SOON' && typeof at === 'number') start(at);
      toast.fail(t(failure.key), 3000);
    } finally {
      setSending(false);
    }
  };
  return (
    <Field
      field={field}
      label={t('auth.field.verificationCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.smsCode}
      required={required}
      addon={
        <button
          type="button"
          className="link field-link"
          onClick={() => void send()}
          disabled={sending || left > 0}
          aria-live="polite"
        >
          {left > 0 ? t('auth.resendIn', { s: left }) : t('auth.sendCode')}
        </button>
      }
    />
  );
}

/** A single-use captcha image; refreshed on tap and whenever `version` changes (after a failed submit). */
export function useCaptcha(active: boolean) {
  const [captcha, setCaptcha] = useState<{ key: string; image: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = async () => {
    try {
      setCaptcha(await requestCaptcha());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  useEffect(() => {
    if (active) void refresh();
    else setCaptcha(null);
  }, [active]);
  return { captcha, failed, refresh };
}

export function CaptchaField({ field, state }: { field: FieldBinding; state: ReturnType<typeof useCaptcha> }) {
  useSignals();
  return (
    <Field
      field={field}
      label={t('auth.field.captcha')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={LIMITS.captcha}
      required
      addon={
        <button
          type="button"
          className="captcha-img"
          onClick={() => void state.refresh()}
          aria-label={t('auth.captchaRefresh')}
        >
          {state.captcha ? (
            <img src={state.captcha.image} alt={t('auth.captchaAlt')} width="120" height="44" />
          ) : (
            <span>{state.failed ? t('common.retry') : t('common.loading')}</span>
          )}
        </button>
      }
    />
  );
}
