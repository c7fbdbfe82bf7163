import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';
import { PageLoadError } from './page-load-error';

interface Props {
  children: ReactNode;
  /** A new value (e.g. the next page's path) clears a caught error. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Catches render errors anywhere below it; Try Again, or a change of `resetKey`, returns to the
 * normal state. For a page whose code did not load, Try Again loads the document again.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The browser console is the only log a visitor's tab has.
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry =
      error instanceof PageLoadError
        ? () => window.location.reload()
        : () => this.setState({ error: null });
    return <ErrorFallback onRetry={retry} />;
  }
}
