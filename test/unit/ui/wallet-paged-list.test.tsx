// The wallet and agent history lists (state/paged usePagedList + ui/RecordList) (SPEC §4 paging, §6 records): page 1 first, 'more'
// appends the next page without repeating a row and goes away on the last page, a failed
// first page offers a retry, a failed 'more' keeps the rows, new inputs start again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError } from '../../../src/api/client.ts';
import type { ReactNode } from 'react';
import { usePagedList } from '../../../src/state/paged.ts';
import { RecordList } from '../../../src/ui/RecordList/index.tsx';
import { setDictionary } from '../../../src/state/i18n.ts';
import { click, flush, render, type Rendered } from '../../setup/render.tsx';

interface Row {
  id: number;
  name: string;
}
type Page = { list: Row[]; pageNum: number; totalPages: number };
const rows = (...ids: number[]): Row[] => ids.map((id) => ({ id, name: `row ${id}` }));

let view: Rendered | null = null;
test.before.each(() =>
  setDictionary('en', {
    'common.more': 'More',
    'common.retry': 'Retry',
    'error.network': 'No connection',
    'common.loading': 'Loading',
    'common.empty': 'Nothing here',
  }),
);
test.after.each(() => {
  view?.unmount();
  view = null;
});

/** A server answering from a table of pages; `fail` makes the next call fail once. */
function server(pages: Record<number, Page>) {
  const asked: number[] = [];
  const s = {
    asked,
    fail: false,
    load: async (pageNo: number): Promise<Page> => {
      asked.push(pageNo);
      if (s.fail) {
        s.fail = false;
        throw new ApiError('network', 'error.network');
      }
      return pages[pageNo]!;
    },
  };
  return s;
}
/** A history as the wallet and agent pages build one: a paged list of the page's fetcher, shown by RecordList. */
function History({
  deps,
  load,
  render: show,
}: {
  deps: readonly unknown[];
  load: (pageNo: number) => Promise<Page>;
  render: (r: Row) => ReactNode;
}) {
  const list = usePagedList<Row>(
    (r) => String(r.id),
    async (pageNo) => {
      const p = await load(pageNo);
      return { items: p.list, pageNo: p.pageNum, totalPages: p.totalPages };
    },
    deps,
  );
  return <RecordList list={list} label="History" render={show} />;
}
const items = (v: Rendered) => [...v.container.querySelectorAll('li')].map((li) => li.textContent);
const more = (v: Rendered) => [...v.container.querySelectorAll('button')].find((b) => b.textContent === 'More') ?? null;

test('page 1 shows, More appends page 2 without repeating a row, and goes away on the last page', async () => {
  const s = server({
    1: { list: rows(1, 2), pageNum: 1, totalPages: 2 },
    2: { list: rows(2, 3), pageNum: 2, totalPages: 2 },
  });
  view = await render(<History deps={[]} load={s.load} render={(r) => r.name} />);
  await flush();
  assert.equal(items(view), ['row 1', 'row 2']);
  await click(more(view));
  await flush();
  assert.equal(items(view), ['row 1', 'row 2', 'row 3'], 'row 2 came again on page 2 and shows once');
  assert.is(more(view), null, 'no More on the last page');
  assert.equal(s.asked, [1, 2]);
});

test('a failed first page offers a retry that loads it; a failed More keeps the rows and says why', async () => {
  const s = server({
    1: { list: rows(1), pageNum: 1, totalPages: 2 },
    2: { list: rows(2), pageNum: 2, totalPages: 2 },
  });
  s.fail = true;
  view = await render(<History deps={[]} load={s.load} render={(r) => r.name} />);
  await flush();
  assert.ok(view.text().includes('No connection'), view.text());
  await click([...view.container.querySelectorAll('button')].find((b) => b.textContent === 'Retry') ?? null);
  await flush();
  assert.equal(items(view), ['row 1']);
  s.fail = true;
  await click(more(view));
  await flush();
  assert.equal(items(view), ['row 1'], 'the rows stay');
  assert.ok(view.container.querySelector('[role=alert]')?.textContent?.includes('No connection'));
  await click(more(view));
  await flush();
  assert.equal(items(view), ['row 1', 'row 2'], 'More again asks for page 2');
});

test('new inputs start again from page 1', async () => {
  const s = server({ 1: { list: rows(1), pageNum: 1, totalPages: 1 } });
  const ui = (period: string) => <History deps={[period]} load={s.load} render={(r) => `${period} ${r.name}`} />;
  view = await render(ui('2026-10'));
  await flush();
  view.root.render(ui('2026-11'));
  await flush();
  assert.equal(items(view), ['2026-11 row 1']);
  assert.equal(s.asked, [1, 1]);
});

test.run();
