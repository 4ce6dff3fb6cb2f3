import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@/lib/error-reporting.ts';

interface ModuleErrorBoundaryProps {
  /** The module kind as people read it ('Authorship'), for the fallback text. */
  typeLabel: string;
  /** The module shown: when a different one arrives after a failure, the card tries to render again. */
  resetKey: unknown;
  children: ReactNode;
}

interface ModuleErrorBoundaryState {
  failed: boolean;
  /** The resetKey that failed, boxed so an undefined key still counts; null until the failure is recorded. */
  failedFor: { key: unknown } | null;
}

/**
 * One broken module (bad stored data, an unknown exhibit type) must not take the whole builder
 * page down: the card shows the spec's fallback text instead and the error is reported.
 */
export class ModuleErrorBoundary extends Component<ModuleErrorBoundaryProps, ModuleErrorBoundaryState> {
  override state: ModuleErrorBoundaryState = { failed: false, failedFor: null };

  static getDerivedStateFromError(): Partial<ModuleErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ModuleErrorBoundaryProps,
    state: ModuleErrorBoundaryState,
  ): Partial<ModuleErrorBoundaryState> | null {
    if (state.failed && state.failedFor && state.failedFor.key !== props.resetKey) return { failed: false, failedFor: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedFor: { key: this.props.resetKey } });
    reportError(error, 'module card', { moduleType: this.props.typeLabel, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div role="alert" className="rounded-lg border border-destructive bg-destructive/5 p-4 text-sm text-destructive">
          {`Error loading ${this.props.typeLabel} module`}
        </div>
      );
    }
    return this.props.children;
  }
}
