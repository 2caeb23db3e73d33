// The view side of the two data primitives (state/use-resource.ts, state/paged.ts usePagedList):
// a page asks when it opens and when what it shows changes, not when it merely renders again;
// it stops asking when it closes; it asks again in a new language when its data depends on it;
// and it never shows an answer that was asked for another member.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useSignals } from '@preact/signals-react/runtime';
import { act } from 'react';
import type { Language } from '../../../src/api/types.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { languageApplied } from '../../../src/state/language.ts';
import { usePagedList } from '../../../src/state/paged.ts';
import { resource } from '../../../src/state/resource.ts';
import { session, setSession } from '../../../src/state/session.ts';
import { openAhead, useResource, type ResourceOptions } from '../../../src/state/use-resource.ts';
import { flush, render, type Rendered } from '../../setup/render.tsx';

/**
 * A fetcher that records each ask and answers with its arguments, after a tick; an ask whose
 * first argument is in `held` never answers (a call still in flight however slow the machine).
 */
function server(held: readonly unknown[] = []) {
  const asked: { args: unknown[]; signal: AbortSignal }[] = [];
  const fetch = (signal: AbortSignal, ...args: unknown[]) => {
    asked.push({ args, signal });
    if (held.includes(args[0])) return new Promise<string>(() => {});
    return new Promise<string>((r) => setTimeout(() => r(`answer ${JSON.stringify(args)}`), 1));
  };
  return { asked, fetch };
}

let view: Rendered | null = null;
test.before.each(() => {
  setDictionary('en', {});
  setSession(null);
});
test.after.each(() => {
  view?.unmount();
  view = null;
  setSession(null);
});

function Shows<A extends unknown[]>({
  r,
  args,
  opts,
}: {
  r: ReturnType<typeof resource<string, A>>;
  args: A;
  opts?: ResourceOptions;
}) {
  useSignals();
  const v = useResource(r, args, opts);
  return <p>{v.data.value ?? (v.error.value ? 'error' : 'loading')}</p>;
}
const settle = async () => {
  await act(() => new Promise<void>((r) => setTimeout(r, 5)));
};

test('CONTRIBUTING useResource: asks when the view opens, shows the answer, stops asking when it closes', async () => {
  const s = server(['b']);
  const r = resource(s.fetch);
  view = await render(<Shows r={r} args={['a']} />);
  assert.is(view.text(), 'loading');
  await settle();
  assert.is(view.text(), 'answer ["a"]');
  await act(async () => view!.root.render(<Shows r={r} args={['b']} />));
  view.unmount();
  view = null;
  assert.is(s.asked[1]!.signal.aborted, true, 'the call in flight is aborted');
  assert.is(r.loading.value, false, 'no spinner left behind');
});

test('CONTRIBUTING useResource: arguments are compared by value, so an equal object built each render asks nothing again', async () => {
  const s = server();
  const r = resource(s.fetch);
  view = await render(<Shows r={r} args={[{ game: 1 }]} />);
  await settle();
  await act(async () => view!.root.render(<Shows r={r} args={[{ game: 1 }]} />));
  await settle();
  assert.is(s.asked.length, 1);
  await act(async () => view!.root.render(<Shows r={r} args={[{ game: 2 }]} />));
  await settle();
  assert.is(s.asked.length, 2);
  assert.is(view.text(), 'answer [{"game":2}]');
});

test('CONTRIBUTING useResource: `reuse` shows what an earlier visit kept and asks nothing; `when` false asks nothing', async () => {
  const s = server();
  const r = resource(s.fetch);
  view = await render(<Shows r={r} args={[]} />);
  await settle();
  view.unmount();
  view = await render(<Shows r={r} args={[]} opts={{ reuse: true }} />);
  assert.is(view.text(), 'answer []');
  await settle();
  assert.is(s.asked.length, 1);
  view.unmount();
  const other = resource(s.fetch);
  view = await render(<Shows r={other} args={[]} opts={{ when: false }} />);
  await settle();
  assert.is(s.asked.length, 1);
});

test('SPEC §4 useResource: data that depends on the language is asked again when it changes, and not reused from another', async () => {
  const s = server();
  const lang = { now: 'en' as Language };
  const r = resource((signal) => s.fetch(signal, lang.now));
  view = await render(<Shows r={r} args={[]} opts={{ perLanguage: true, reuse: true }} />);
  await settle();
  lang.now = 'pt';
  await act(async () => {
    setDictionary('pt', {});
    languageApplied('pt');
  });
  await settle();
  assert.is(view.text(), 'answer ["pt"]');
  view.unmount();
  setDictionary('en', {});
  view = await render(<Shows r={r} args={[]} opts={{ perLanguage: true, reuse: true }} />);
  await settle();
  assert.is(s.asked.length, 3, 'the Portuguese answer is not reused in English');
});

test('SPEC §6 useResource: an answer asked for another member (or before a login) is never shown', async () => {
  const s = server();
  // Each answer names the member it was asked for; bia's may well arrive within the render.
  const r = resource((signal) => s.fetch(signal, session.value?.token));
  setSession({ token: 'ana', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false });
  view = await render(<Shows r={r} args={[]} opts={{ reuse: true }} />);
  await settle();
  view.unmount();
  setSession({ token: 'bia', merchantCode: 'M', userName: 'bia', type: 0, firstTimeLogin: false });
  view = await render(<Shows r={r} args={[]} opts={{ reuse: true }} />);
  assert.not.match(view.text(), 'ana', "not ana's answer, not even for a frame");
  await settle();
  assert.is(view.text(), 'answer ["bia"]');
  assert.is(s.asked.length, 2);
});

function Pages({ rows, deps, perLanguage }: { rows: string[] | null; deps: unknown[]; perLanguage?: boolean }) {
  useSignals();
  const list = usePagedList<string>((x) => x, rows && (async () => ({ items: rows, pageNo: 1, totalPages: 1 })), deps, {
    perLanguage,
  });
  return <p>{list.page.value.items.join(',')}</p>;
}

test('SPEC §4 usePagedList: page 1 when the view opens and when its inputs change; nothing while there is nothing to ask', async () => {
  view = await render(<Pages rows={null} deps={['fav']} />);
  await flush();
  assert.is(view.text(), '');
  await act(async () => view!.root.render(<Pages rows={['a', 'b']} deps={['fav']} />));
  await flush();
  assert.is(view.text(), 'a,b', 'asked once there is something to ask');
  await act(async () => view!.root.render(<Pages rows={['c']} deps={['hot']} />));
  await flush();
  assert.is(view.text(), 'c');
});

/** Rows the server answers in the current language (the test switches them). */
const spoken = { rows: ['um'] };
function Spoken() {
  useSignals();
  const list = usePagedList<string>(
    (x) => x,
    async () => ({ items: spoken.rows, pageNo: 1, totalPages: 1 }),
    [],
    { perLanguage: true },
  );
  return <p>{list.page.value.items.join(',')}</p>;
}

test('SPEC §4 usePagedList: a language change starts the list again from page 1 when it depends on the language', async () => {
  view = await render(<Spoken />);
  await flush();
  assert.is(view.text(), 'um');
  spoken.rows = ['one'];
  await act(async () => languageApplied('en'));
  await flush();
  assert.is(view.text(), 'one');
});

test('useResource after openAhead: the view that opens next takes the call already made (in flight or answered) and asks nothing; the next visit asks again', async () => {
  const s = server();
  const r = resource(s.fetch);
  const call = openAhead(r, ['a']);
  view = await render(<Shows r={r} args={['a']} />);
  assert.is(s.asked.length, 1, 'one call, made ahead');
  assert.is(s.asked[0]!.signal.aborted, false, 'the view does not abort and repeat it');
  await call;
  await settle();
  assert.is(view.text(), 'answer ["a"]');
  view.unmount();
  view = await render(<Shows r={r} args={['a']} />);
  await settle();
  assert.is(s.asked.length, 2, 'a later visit asks afresh');
});

test('useResource after openAhead: a call made ahead for another member is not taken, the view asks for its own', async () => {
  const s = server();
  const r = resource(s.fetch);
  setSession({ token: 'ana', merchantCode: 'M', userName: 'ana', type: 0, firstTimeLogin: false });
  void openAhead(r, ['a']);
  setSession({ token: 'bia', merchantCode: 'M', userName: 'bia', type: 0, firstTimeLogin: false });
  view = await render(<Shows r={r} args={['a']} />);
  await settle();
  assert.is(s.asked.length, 2, "bia's view asks for bia");
  assert.is(s.asked[0]!.signal.aborted, true, "ana's call is dropped");
});

test.run();
