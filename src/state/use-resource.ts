// A resource's life in a view (state/resource.ts holds the data; this hook, in a module of its
// own because resource.ts is on home's first view and the hook is not): loaded when the view
// mounts and whenever its arguments change, reloaded when the language changes if it depends
// on it, aborted when the view goes. Together they are the one primitive for one-screen data:
// `loading` always ends false, errors are dictionary keys, an aborted call is no error, and an
// answer asked in another session (another member, or before a login) is never shown again.
import type { Signal } from '@preact/signals-react';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../api/types';
import { language } from './i18n';
import { onLanguageChange } from './language';
import type { Resource } from './resource';
import { session } from './session';

export interface ResourceOptions {
  /** Keep data already held (settings kept from an earlier visit) instead of asking again. */
  reuse?: boolean;
  /** Load only while true; turning false aborts, as leaving does. */
  when?: boolean;
  /** The answer depends on the language (the fetcher reads it): reload on a change, never reuse another language's. */
  perLanguage?: boolean;
}

/** What a view reads: the resource's signals and a reload with the same arguments (the error state's retry). */
export interface ResourceView<T> {
  data: Signal<T | null>;
  error: Signal<string | null>;
  loading: Signal<boolean>;
  reload: () => void;
}

/** The language and session each resource's data was last asked in. */
const askedIn = new WeakMap<object, { language: Language; token: string }>();
const tokenNow = () => session.value?.token ?? '';

/** Drops data asked in another session before a view can show it (on mount, before the first paint). */
function forgetOtherSession<R extends { data: Signal<unknown> }>(r: R): R {
  const asked = askedIn.get(r);
  if (asked && asked.token !== tokenNow() && r.data.peek() !== null) r.data.value = null;
  return r;
}

/** Resources a page's opening call has asked for the view about to mount (openAhead). */
const openedAhead = new WeakSet<object>();

/**
 * Asks a shared resource for the view that a visit is about to open (src/pages-loader.ts, a page
 * group's `opening`): the view's useResource, mounting next, takes this call or its answer as its
 * own instead of asking again. `args` must be those the view passes.
 */
export function openAhead<T, A extends unknown[]>(r: Resource<T, A>, args: A): Promise<T | null> {
  askedIn.set(r, { language: language.value, token: tokenNow() });
  openedAhead.add(r);
  return r.load(...args);
}

/**
 * `source`: a shared resource (state/<area>), or a factory for one of this view's own (a list
 * row's detail, where two views may show it at once). `args` are the fetcher's arguments (plain
 * data: compared by value, so an equal object built afresh each render asks nothing again).
 */
export function useResource<T, A extends unknown[]>(
  source: Resource<T, A> | (() => Resource<T, A>),
  args: A,
  { reuse = false, when = true, perLanguage = false }: ResourceOptions = {},
): ResourceView<T> {
  const [r] = useState(() => forgetOtherSession(typeof source === 'function' ? source() : source));
  const latest = useRef(args);
  latest.current = args;
  const load = () => {
    askedIn.set(r, { language: language.value, token: tokenNow() });
    void r.load(...latest.current);
  };
  useEffect(() => {
    const asked = askedIn.get(forgetOtherSession(r));
    // Only the first view to mount after an openAhead takes its call; later ones ask as usual.
    const opened = openedAhead.delete(r) && asked?.token === tokenNow() && asked.language === language.value;
    if (!when) return undefined;
    const held = r.data.value !== null && (!perLanguage || asked?.language === language.value);
    if (!opened && (!reuse || !held)) load();
    const off = perLanguage ? onLanguageChange(load) : undefined;
    return () => {
      off?.();
      r.abort();
    };
    // By value: a view builds its arguments afresh each render (a launch's parameters object).
  }, [when, JSON.stringify(args)]);
  return { data: r.data, error: r.error, loading: r.loading, reload: load };
}
