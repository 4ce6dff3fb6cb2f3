import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '@/components/ErrorPage.tsx';
import { reportError } from '@/lib/error-reporting.ts';

/** A route that threw (or whose chunk failed to load): reported, then the error page. */
function RouteError({ error }: { error: unknown }) {
  useEffect(() => reportError(error, 'route error'), [error]);
  return <ErrorPage standalone />;
}

interface BoundaryState {
  error: unknown;
  /** The pathname that failed; moving to another one renders the routes again. */
  failedPathname: string | null;
}

/** Catches what a page throws while rendering (a data router's `errorElement` did this). */
class PathErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failedPathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page failed without an error') };
  }

  override componentDidCatch() {
    this.setState({ failedPathname: this.props.pathname });
  }

  override componentDidUpdate() {
    const { error, failedPathname } = this.state;
    if (error !== null && failedPathname !== null && this.props.pathname !== failedPathname) {
      this.setState({ error: null, failedPathname: null });
    }
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The error boundary of every signed-in route (what a data router's `errorElement` did). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PathErrorBoundary pathname={useLocation().pathname}>{children}</PathErrorBoundary>;
}
