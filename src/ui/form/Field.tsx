// A labelled control with its hint and inline error under it (aria-describedby), bound to a
// form (use-form.ts): an input (with an optional prefix and addon inside the control, and a
// show-password toggle), a select or a text area.
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { t } from '../../state/i18n';
import { Icon } from '../Icon';
import type { FieldBinding } from './use-form';

interface FrameProps {
  field: FieldBinding;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/** The ids the control names in aria-describedby: its error and its hint, when shown. */
export const describedBy = (field: FieldBinding, hint?: string): string | undefined =>
  [field.error ? `${field.id}-err` : '', hint ? `${field.id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** The label row, the control and what is said under it. */
export function FieldFrame({ field, label, required, hint, children }: FrameProps) {
  useSignals();
  return (
    <div className={field.error ? 'field field-invalid' : 'field'}>
      <div className="field-label">
        <label htmlFor={field.id}>{label}</label>
        {required && (
          <span className="field-req" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="field-control">{children}</div>
      {hint && (
        <p id={`${field.id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {field.error && (
        <p id={`${field.id}-err`} className="field-error">
          {t(field.error)}
        </p>
      )}
    </div>
  );
}

/** What the control says about its state, for assistive technology. */
const ariaOf = (field: FieldBinding, hint: string | undefined, required: boolean | undefined) => ({
  id: field.id,
  name: field.name,
  'aria-invalid': field.error ? true : undefined,
  'aria-describedby': describedBy(field, hint),
  'aria-required': required,
  onBlur: field.onBlur,
});

export interface FieldProps {
  field: FieldBinding;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  readOnly?: boolean;
  hint?: string | undefined;
  /** Shown before the input inside the control (the dialing-code picker). */
  prefix?: ReactNode;
  /** Shown after it (send-code link, captcha picture). */
  addon?: ReactNode;
}

export function Field({
  field,
  label,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  required,
  readOnly,
  hint,
  prefix,
  addon,
}: FieldProps) {
  useSignals();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame field={field} label={label} required={required} hint={hint}>
      {prefix}
      <input
        {...ariaOf(field, hint, required)}
        ref={field.inputRef}
        value={field.value}
        readOnly={readOnly}
        type={type === 'password' && shown ? 'text' : type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(e) => field.onChange(e.currentTarget.value)}
      />
      {type === 'password' && !readOnly && (
        <button
          type="button"
          className="icon-btn field-btn"
          aria-pressed={shown}
          aria-controls={field.id}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          onClick={() => setShown(!shown)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={20} />
        </button>
      )}
      {addon}
    </FieldFrame>
  );
}

export function SelectField({
  field,
  label,
  options,
  hint,
}: {
  field: FieldBinding;
  label: string;
  options: ReadonlyArray<{ value: string; text: string }>;
  hint?: string;
}) {
  useSignals();
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <select
        {...ariaOf(field, hint, undefined)}
        ref={field.inputRef}
        value={field.value}
        onChange={(e) => field.onChange(e.currentTarget.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function TextAreaField({
  field,
  label,
  maxLength,
  rows = 3,
  hint,
  placeholder,
}: {
  field: FieldBinding;
  label: string;
  maxLength: number;
  rows?: number;
  hint?: string;
  placeholder?: string;
}) {
  useSignals();
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <textarea
        {...ariaOf(field, hint, undefined)}
        ref={field.inputRef}
        value={field.value}
        maxLength={maxLength}
        rows={rows}
        placeholder={placeholder}
        onChange={(e) => field.onChange(e.currentTarget.value)}
      />
    </FieldFrame>
  );
}
