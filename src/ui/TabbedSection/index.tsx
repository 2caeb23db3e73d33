// A page section with tab links (each tab its own URL, so a reload and Back keep it): the
// member's money pages (deposit and its records; withdraw, records, transactions) and the
// agent centre.
import { useSignals } from '@preact/signals-react/runtime';
import type { ComponentType } from 'react';
import { Link, useSearch } from 'wouter';

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
 * The section's heading, the tab links and the chosen tab's view. The tab is ?tab= of the URL;
 * the first tab is the bare `base` path and the answer when ?tab= is absent or unknown.
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
