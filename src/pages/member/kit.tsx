// Small pieces the wallet, member-centre and agent pages share: a labelled input with its
// inline error, a tabbed section (tab links + the chosen tab's view, ?tab= in the URL), the
// submit scaffolding of a form (busy, error, the button), a money amount and a paged list.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { formatMoney } from '../../lib/format';
import { errorKey } from '../../state/resource';
import { pagedList } from '../../state/paged';
import { isLastPage } from '../../rules/paging';
import { language, t } from '../../state/i18n';
import { site } from '../../state/site';
import { Empty, ErrorState, Loading } from '../../ui/PageState';

export function Input({
  label,
  value,
  onChange,
  error,
  type = 'text',
  inputMode,
  maxLength,
  hint,
  autoComplete,
  name,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  type?: 'text' | 'password' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  hint?: string;
  autoComplete?: string;
  name: string;
  inputRef?: (el: HTMLInputElement | null) => void;
}) {
  useSignals();
  const id = useId();
  const describedBy = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
      </div>
      <div className="field-control">
        <input
          id={id}
          name={name}
          ref={inputRef}
          value={value}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          autoComplete={autoComplete ?? 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function Money({ cents, signed = false }: { cents: number; signed?: boolean }) {
  useSignals();
  const text = formatMoney(cents, language.value, site.value?.currencySymbol ?? '');
  return (
    <span className={signed ? (cents < 0 ? 'money money-out' : 'money money-in') : 'money'} dir="ltr">
      {signed && cents > 0 ? '+' : ''}
      {text}
    </span>
  );
}

export function TabLinks({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: ReadonlyArray<{ id: string; href: string; text: string }>;
  current: string;
}) {
  return (
    <nav className="wallet-tabs" aria-label={label}>
      {tabs.map((x) => (
        <Link
          key={x.id}
          href={x.href}
          className={x.id === current ? 'wallet-tab wallet-tab-on' : 'wallet-tab'}
          aria-current={x.id === current ? 'page' : undefined}
        >
          {x.text}
        </Link>
      ))}
    </nav>
  );
}

export interface TabDef<T extends string = string> {
  id: T;
  text: string;
  view: ComponentType;
}

/**
 * A page section: its heading, the tab links and the chosen tab's view. The tab is ?tab= of
 * the URL (so it survives a reload and Back works); the first tab is the bare `base` path
 * and the answer when ?tab= is absent or unknown.
 */
export function TabbedSection<T extends string>({
  titleId,
  title,
  base,
  tabs,
}: {
  titleId: string;
  title: string;
  base: string;
  tabs: readonly [TabDef<T>, ...TabDef<T>[]];
}) {
  useSignals();
  const q = new URLSearchParams(useSearch()).get('tab');
  const current = tabs.find((x) => x.id === q) ?? tabs[0];
  const View = current.view;
  return (
    <section className="wallet" aria-labelledby={titleId}>
      <h2 id={titleId} className="wallet-title">
        {title}
      </h2>
      <TabLinks
        label={title}
        current={current.id}
        tabs={tabs.map((x, i) => ({
          id: x.id,
          text: x.text,
          href: i === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}tab=${x.id}`,
        }))}
      />
      <View />
    </section>
  );
}

/**
 * A form's submit state: `run(action)` sets busy, clears the old error, and on failure keeps
 * the error's dictionary key (the form keeps what was typed: only `onFail` may clear a field).
 * Busy always ends, so a failed call never leaves a spinner. Resolves true when the action succeeded.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, onFail?: () => void): Promise<boolean> => {
    setBusy(true);
    setFormError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setFormError(errorKey(err));
      onFail?.();
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, formError, run };
}

/**
 * A form's typed values and their inline errors: `set('name')` is a field's onChange;
 * `validate(rule(v))` shows the rule's errors and answers true when there are none.
 */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [v, setV] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const set = (k: keyof T & string) => (x: string) => setV((o) => ({ ...o, [k]: x }));
  const validate = (errs: Record<string, string | null>): boolean => {
    setErrors(errs);
    return !Object.values(errs).some((x) => x);
  };
  return { v, setV, set, errors, validate };
}

/** The end of a form: the error line (an alert region, empty until a submit fails) and the submit button. */
export function SubmitRow({ busy, formError, label }: { busy: boolean; formError: string | null; label: string }) {
  useSignals();
  return (
    <>
      <p className="form-error" role="alert">
        {formError ? t(formError) : ''}
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner spinner-on-accent" aria-hidden="true" />}
        {label}
      </button>
    </>
  );
}

/** A native select with its label and inline error, like Input. */
export function Select({
  label,
  value,
  onChange,
  options,
  error,
  name,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: ReadonlyArray<{ value: string; text: string }>;
  error?: string | null;
  name: string;
}) {
  useSignals();
  const id = useId();
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label">
        <label htmlFor={id}>{label}</label>
      </div>
      <div className="field-control">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-err`} className="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export interface Page<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
}

/** A record list read page by page; 'More' appends the next page (SPEC §4 paging). */
export function PagedList<T extends { id: number }>({
  load,
  deps,
  render,
  label,
}: {
  load: (pageNo: number, signal: AbortSignal) => Promise<Page<T>>;
  deps: readonly unknown[];
  render: (row: T) => ReactNode;
  label: string;
}) {
  useSignals();
  // The shared paged list (state/paged.ts): a newer load aborts an older one, 'more' appends
  // without repeating a row, and leaving the screen aborts what is in flight.
  const [list] = useState(() => pagedList<T>((row) => String(row.id)));
  useEffect(() => {
    void list.reset((pageNo, signal) =>
      load(pageNo, signal).then((r) => ({ items: r.list, pageNo: r.pageNum, totalPages: r.totalPages })),
    );
    return () => list.abort();
  }, deps);
  const page = list.page.value;
  const error = list.error.value;
  const loaded = page.pageNo > 0;
  if (error && !loaded) return <ErrorState messageKey={error} onRetry={() => void list.retry()} />;
  if (!loaded) return <Loading />;
  if (page.items.length === 0) return <Empty />;
  const busy = list.loading.value;
  return (
    <>
      <ul className="wallet-records" aria-label={label}>
        {page.items.map((r) => (
          <li key={r.id} className="wallet-record">
            {render(r)}
          </li>
        ))}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      {!isLastPage(page) && (
        <button
          type="button"
          className="btn btn-ghost btn-block"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void list.more()}
        >
          {t('wallet.more')}
        </button>
      )}
    </>
  );
}

/** A record's status as a labelled badge (text and colour, never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  useSignals();
  return (
    <span className={`wallet-status wallet-status-${status}`} data-status={status}>
      {t(`wallet.status.${status}`)}
    </span>
  );
}

export const shortDate = (iso: string): string => iso.slice(0, 16).replace('T', ' ');
