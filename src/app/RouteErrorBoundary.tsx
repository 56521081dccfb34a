// Catches what a page throws while rendering (or a page chunk that fails to load) and shows the crash screen.
// `resetKey` changes on navigation, so leaving the crashed page renders the next one normally.
import { Component, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen';

type Props = { children: ReactNode; resetKey?: string; standalone?: boolean };
type State = { error: unknown; resetKey?: string };

export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown): void {
    console.error('Page crashed', error);
  }

  render() {
    return this.state.error ? <CrashScreen standalone={this.props.standalone} /> : this.props.children;
  }
}
