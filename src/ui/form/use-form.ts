// One form's values and inline errors (SPEC §5): a field is checked when it loses focus and
// again as it is corrected; a submit checks all and focuses the first failure; a server error
// lands under its field and stays until the field changes; errors re-validate 200 ms after the
// language changes (SPEC §9). A failed submit never clears a value: only the page's `reset`
// after a success does.
import { useEffect, useId, useRef, useState } from 'react';
import { onLanguageRevalidate } from '../../state/revalidate';
import { afterPress } from './after-press';

/** Each field's error as a dictionary key; null or absent when it has none. Rules in src/rules answer in this shape. */
export type Errors<F extends string> = Partial<Record<F, string | null>>;

export interface FormSpec<F extends string> {
  /** Every rule error of these values. */
  validate: (values: Record<F, string>) => Errors<F>;
  /** Fields in display order, for focusing the first failure; the initial values' order when absent. */
  order?: () => readonly F[];
}

/** What a field component needs from its form (ui/form/Field). */
export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLElement | null) => void;
}

export function useForm<F extends string>(initial: Record<F, string>, spec: FormSpec<F>) {
  // Ids unique on the page: the member settings show five forms, several with an 'answer' or 'confirm'.
  const uid = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  // The latest values, spec and errors, for handlers that run between renders (blur after a change).
  const live = useRef({ values, spec, errors });
  live.current = { values, spec, errors };
  const serverErrors = useRef(new Set<F>());
  const elements = useRef(new Map<F, HTMLElement>());
  const order = () => live.current.spec.order?.() ?? (Object.keys(initial) as F[]);

  /** Recomputes the rule errors of `fields` from `vals`; a server error stays until its field changes. */
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

  /** Sets one value; an error shown on it is checked again at once (corrected as typed). */
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
    /** Replaces some values and drops their errors (after a success: the amount and password go, the card stays). */
    reset(next: Partial<Record<F, string>>) {
      const vals = { ...live.current.values, ...next };
      live.current.values = vals;
      setValues(vals);
      setErrors((prev) => {
        const kept = { ...prev };
        for (const f of Object.keys(next) as F[]) {
          delete kept[f];
          serverErrors.current.delete(f);
        }
        return kept;
      });
    },
    /** True when `field` is one of this form's. */
    has: (field: string): field is F => Object.hasOwn(live.current.values, field),
    bind(field: F): FieldBinding {
      return {
        id: `${uid}-${field}`,
        name: field,
        value: values[field] ?? '',
        error: errors[field] ?? null,
        onChange: (v) => set(field, v),
        onBlur: () =>
          afterPress(() => {
            // An untouched empty field is not an error yet: only what was typed, or what already failed.
            if ((live.current.values[field] ?? '') !== '' || live.current.errors[field]) recheck([field]);
          }),
        inputRef: (el) => {
          if (el) elements.current.set(field, el);
          else elements.current.delete(field);
        },
      };
    },
    /** Checks every field, shows every error and focuses the first. True when the form may be sent. */
    check(): boolean {
      serverErrors.current.clear();
      const all = live.current.spec.validate(live.current.values);
      const shown: Errors<F> = {};
      for (const f of Object.keys(all) as F[]) if (all[f]) shown[f] = all[f];
      setErrors(shown);
      const failed = Object.keys(shown) as F[];
      const first = order().find((f) => shown[f]) ?? failed[0];
      if (first) focus(first);
      return failed.length === 0;
    },
    /** An error the server found (a taken name, a wrong code): shown until the field changes. */
    serverError(field: F, key: string, moveFocus = true) {
      serverErrors.current.add(field);
      setErrors((prev) => ({ ...prev, [field]: key }));
      if (moveFocus) focus(field);
    },
    focus,
  };
}

export type Form<F extends string> = ReturnType<typeof useForm<F>>;
