// One form's values and inline errors (SPEC §5): a field is checked when it loses focus
// and again as it is corrected; submit checks all and focuses the first failure; server
// errors land under their field; errors re-validate when the language changes (200 ms).
// Values are never cleared by a failed submit.
import { useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../rules/validation';
import { onLanguageRevalidate } from '../../state/auth';
import { placeError } from './errors';

export type Errors<F extends string> = Partial<Record<F, MessageKey>>;

export interface FormSpec<F extends string> {
  /** Every rule error of the current values. */
  validate: (values: Record<F, string>) => Errors<F>;
  /** Fields in display order, for focusing the first failure. */
  order: () => readonly F[];
}

export interface FieldBinding {
  id: string;
  value: string;
  error: MessageKey | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLElement | null) => void;
}

export function useForm<F extends string>(initial: Record<F, string>, spec: FormSpec<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const live = useRef({ values, spec, errors });
  live.current = { values, spec, errors };
  const serverErrors = useRef(new Set<F>());
  const elements = useRef(new Map<F, HTMLElement>());

  /** Recomputes the rule errors of `fields` from the latest values; server errors stay. */
  const recheck = (fields: Iterable<F>, vals = live.current.values) => {
    const all = live.current.spec.validate(vals);
    setErrors((prev) => {
      const next = { ...prev };
      for (const f of fields)
        if (!serverErrors.current.has(f)) {
          if (all[f]) next[f] = all[f];
          else delete next[f];
        }
      return next;
    });
  };

  useEffect(() => onLanguageRevalidate(() => recheck(Object.keys(live.current.errors) as F[])), []);

  const focus = (f: F) => {
    const el = elements.current.get(f);
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  };

  const set = (field: F, value: string) => {
    const vals = { ...live.current.values, [field]: value };
    live.current.values = vals;
    setValues(vals);
    serverErrors.current.delete(field);
    if (live.current.errors[field]) recheck([field], vals);
  };

  return {
    values,
    errors,
    set,
    bind(field: F): FieldBinding {
      return {
        id: `f-${field}`,
        value: values[field] ?? '',
        error: errors[field] ?? null,
        onChange: (v) => set(field, v),
        onBlur: () => {
          if ((live.current.values[field] ?? '') !== '' || live.current.errors[field]) recheck([field]);
        },
        inputRef: (el) => {
          if (el) elements.current.set(field, el);
          else elements.current.delete(field);
        },
      };
    },
    /** Checks every field; shows all errors; focuses the first. True when the form may be sent. */
    check(): boolean {
      serverErrors.current.clear();
      const all = live.current.spec.validate(live.current.values);
      setErrors(all);
      const first = live.current.spec.order().find((f) => all[f]);
      if (first) focus(first);
      return first === undefined;
    },
    /** An error the server found (taken field, wrong code): shown until the field changes. */
    serverError(field: F, key: MessageKey, moveFocus = true) {
      serverErrors.current.add(field);
      setErrors((prev) => ({ ...prev, [field]: key }));
      if (moveFocus) focus(field);
    },
    focus,
  };
}

export type Form<F extends string> = ReturnType<typeof useForm<F>>;

/**
 * A form's submit: checks every field first, then runs the call with `busy` on; a
 * refusal goes under its field when the form has it, else above the button. `busy`
 * always ends, so no spinner outlives a failure; values are never touched.
 */
export function useSubmit<F extends string>(form: Form<F>, rename: Readonly<Record<string, string>> = {}) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<MessageKey | null>(null);
  const submit = async (fields: readonly F[], run: () => Promise<void>, onFail?: (err: unknown) => void) => {
    if (busy || !form.check()) return;
    setBusy(true);
    setFormError(null);
    try {
      await run();
    } catch (err) {
      onFail?.(err);
      const placed = placeError(err, rename);
      if (placed.field && (fields as readonly string[]).includes(placed.field))
        form.serverError(placed.field as F, placed.key);
      else setFormError(placed.key);
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, submit };
}

/** The mobile check before a code is requested, shown under the number (SPEC §5). */
export function mobileChecker<F extends string>(
  form: Form<F>,
  field: F,
  problem: (value: string) => MessageKey | null,
): () => boolean {
  return () => {
    const key = problem(form.values[field] ?? '');
    if (key) form.serverError(field, key);
    return key === null;
  };
}
