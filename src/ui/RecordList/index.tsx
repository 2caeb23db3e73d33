// A record list read page by page (SPEC §4 paging), from a paged list (state/paged.ts): page 1
// first, 'More' appends the next page and goes away on the last; a failed first page offers a
// retry, a failed 'More' keeps the rows and says why. Deposit, withdrawal and transaction
// records, agent salary and dividend history.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { PagedList } from '../../state/paged';
import { MoreOrError } from '../MoreButton';
import { Empty, ErrorState, Loading } from '../PageState';

/** A record's time as the lists show it, "2026-03-02 14:05" (the server's UTC, to the minute). */
export const shortDate = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

export function RecordList<T extends { id: number }>({
  list,
  render,
  label,
}: {
  list: PagedList<T>;
  render: (row: T) => ReactNode;
  label: string;
}) {
  useSignals();
  const page = list.page.value;
  const error = list.error.value;
  const loaded = page.pageNo > 0;
  if (error && !loaded) return <ErrorState messageKey={error} onRetry={() => void list.retry()} />;
  if (!loaded) return <Loading />;
  if (page.items.length === 0) return <Empty />;
  return (
    <>
      <ul className="wallet-records" aria-label={label}>
        {page.items.map((r) => (
          <li key={r.id} className="wallet-record">
            {render(r)}
          </li>
        ))}
      </ul>
      <MoreOrError list={list} />
    </>
  );
}
