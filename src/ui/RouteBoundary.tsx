// Start-up path: it wraps the opening page from the first render.
// SPEC §8 "Failed async route load: error logged; loading placeholder shown" — plus a
// retry, because on a flaky network the next try usually works.
import { Component, type ReactNode } from 'react';
import { reportError } from '../state/errors';
import { ErrorState } from './PageState';

interface State {
  failed: boolean;
}

export class RouteBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    reportError(error, 'route');
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorState messageKey="error.pageLoad" onRetry={() => window.location.reload()} />;
  }
}
