import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../lib/messages.ts';

type Props = { children: ReactNode; onGoHome: () => void };
type State = { error: Error | null };

/** The spec's error screen: Try Again resets, Go Home navigates to /. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  private reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-semibold text-slate-900">{MESSAGES.errorTitle}</h1>
        <p className="mt-3 text-slate-700">{MESSAGES.errorBody}</p>
        <p className="mt-3 text-sm text-slate-600">{MESSAGES.errorSupport}</p>
        <pre className="mt-3 overflow-auto rounded bg-slate-100 p-3 text-xs text-slate-700">
          {error.name}: {error.message}
        </pre>
        <div className="mt-6 flex gap-3">
          <button type="button" className="btn-primary" onClick={this.reset}>
            Try Again
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              this.reset();
              this.props.onGoHome();
            }}
          >
            Go Home
          </button>
        </div>
      </div>
    );
  }
}
