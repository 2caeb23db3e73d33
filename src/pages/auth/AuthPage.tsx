// The frame every account page shares: a section named by its heading (routes.ts moves focus
// to `section.auth > h2.auth-title` on arrival), an optional line under it, the method tabs
// with their panel, and the links under the form. One home, so the pages cannot drift apart.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../routes';
import { t } from '../../state/i18n';
import { Tabs } from '../../ui/Tabs';

export function AuthPage({
  heading,
  intro,
  className = 'auth',
  children,
}: {
  heading: string;
  /** The line under the heading (auth-sub), when the page has one. */
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby="auth-title">
      <h2 id="auth-title" className="auth-title">
        {heading}
      </h2>
      {intro !== undefined && <p className="auth-sub">{intro}</p>}
      {children}
    </section>
  );
}

/**
 * The panel of a page that offers two ways in (login, registration). While `tabs` are on the
 * panel is an ARIA tab panel labelled by the chosen tab; off, it is a plain box with no role.
 */
export function MethodTabs<M extends string>({
  on,
  label,
  current,
  onChange,
  tabs,
  children,
}: {
  on: boolean;
  label: string;
  current: M | null;
  onChange: (m: M) => void;
  tabs: ReadonlyArray<{ id: M; label: string }>;
  children: ReactNode;
}) {
  const shown = on && current !== null;
  return (
    <>
      {shown && <Tabs<M> label={label} panel="auth-panel" current={current} onChange={onChange} tabs={tabs} />}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is set only together with role="tabpanel" */}
      <div id="auth-panel" role={on ? 'tabpanel' : undefined} aria-labelledby={shown ? `tab-${current}` : undefined}>
        {children}
      </div>
    </>
  );
}

/** The forgotten-password link, then the page's other way on (sign up, back to log in). */
export function AuthLinks({ href, text }: { href: string; text: string }) {
  useSignals();
  return (
    <div className="auth-links">
      <Link className="link" href={PATHS.forget}>
        {t('auth.forgot')}
      </Link>
      <Link className="link" href={href}>
        {text}
      </Link>
    </div>
  );
}
