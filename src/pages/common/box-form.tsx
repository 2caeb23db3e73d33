// A form in its own box, named by its heading (aria-labelledby): the frame every member, agent
// and money form shares, so the box, the heading and the submit wiring are written once.
import type { FormEvent, ReactNode } from 'react';

export function BoxForm({
  headingId,
  title,
  onSubmit,
  testId,
  children,
}: {
  headingId: string;
  title: ReactNode;
  /** May be async: its promise is not awaited (the form kit reports refusals itself). */
  onSubmit: (e: FormEvent) => unknown;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      className="wallet-form wallet-box"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <h3 id={headingId} className="wallet-h">
        {title}
      </h3>
      {children}
    </form>
  );
}
