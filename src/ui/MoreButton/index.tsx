// 'More' under a list read page by page (SPEC §4 paging, state/paged.ts): it appends the next
// page, is disabled while a page loads (busy while that page is the one being appended), and
// goes away on the last page. Record lists, the inbox and the lottery results all end so.
import { useSignals } from '@preact/signals-react/runtime';
import { isLastPage } from '../../rules/paging';
import { t } from '../../state/i18n';
import type { PagedList } from '../../state/paged';

export function MoreButton<T>({ list, text }: { list: PagedList<T>; text?: string }) {
  useSignals();
  if (isLastPage(list.page.value)) return null;
  return (
    <button
      type="button"
      className="btn btn-ghost btn-block"
      disabled={list.loading.value}
      aria-busy={list.appending.value}
      onClick={() => void list.more()}
    >
      {text ?? t('common.more')}
    </button>
  );
}

/** The button with why the last 'More' failed above it; the rows already shown stay. */
export function MoreOrError<T>({ list }: { list: PagedList<T> }) {
  useSignals();
  const error = list.error.value;
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {t(error)}
        </p>
      )}
      <MoreButton list={list} />
    </>
  );
}
