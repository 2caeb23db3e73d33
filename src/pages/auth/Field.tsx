// A labelled input with its hint and inline error under it (aria-describedby), and an
// optional addon inside the control (show-password toggle, send-code link, captcha).
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { t } from '../../state/i18n';
import { Icon } from '../../ui/Icon';
import type { FieldBinding } from './form';

interface Props {
  field: FieldBinding;
  label: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  readOnly?: boolean;
  hint?: string;
  /** Shown before the input inside the control (e.g. the dialing-code picker). */
  prefix?: ReactNode;
  addon?: ReactNode;
}

export function Field({
  field,
  label,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  required,
  readOnly,
  hint,
  prefix,
  addon,
}: Props) {
  useSignals();
  const [shown, setShown] = useState(false);
  const describedBy =
    [field.error ? `${field.id}-err` : '', hint ? `${field.id}-hint` : ''].filter(Boolean).join(' ') || undefined;
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
      <div className="field-control">
        {prefix}
        <input
          id={field.id}
          ref={field.inputRef}
          name={field.id.slice(2)}
          value={field.value}
          readOnly={readOnly}
          type={type === 'password' && shown ? 'text' : type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required={required}
          aria-required={required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
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
      </div>
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

/** The form-level error (a refused login, a network failure), announced when it appears. */
export function FormError({ messageKey }: { messageKey: string | null }) {
  useSignals();
  return (
    <p className="form-error" role="alert">
      {messageKey ? t(messageKey) : ''}
    </p>
  );
}

/** The big submit button; its spinner lives only while `busy`. */
export function Submit({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="spinner spinner-on-accent" aria-hidden="true" />}
      {children}
    </button>
  );
}

export function Tabs<T extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  current: T;
  onChange: (id: T) => void;
}) {
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`tab-${tab.id}`}
          aria-selected={tab.id === current}
          aria-controls="auth-panel"
          tabIndex={tab.id === current ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const i = tabs.findIndex((x) => x.id === current);
            const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
            onChange(next.id);
            document.getElementById(`tab-${next.id}`)?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
