// A member, money or agent page's section named by its heading (aria-labelledby), in the wallet
// look. The auth pages keep their own heading: importing this from the auth chunk as well would
// make it a chunk of its own, one more preload name in the first view's HTML.
import type { ReactNode } from 'react';

export function TitledSection({
  titleId,
  title,
  className = 'wallet',
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** "wallet" and any modifier the page's own styles hang on (the responsible-gaming page's "rg"). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="wallet-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
