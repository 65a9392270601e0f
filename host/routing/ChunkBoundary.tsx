import { msg } from '@lit/localize';
import { Component, type ReactNode, Suspense, useEffect } from 'react';
import { message } from '../notify.js';
import { ChunkErrorPage } from '../pages/StatusPage.js';
import { logError } from '../session/error-log-store.js';
import { ChunkLoadError, retryFailedChunks } from './lazy-page.js';
import { startProgress } from './progress.js';

/** While a page's chunk loads: the progress bar runs, the page's place stays empty. */
function PageLoading() {
  useEffect(() => startProgress(), []);
  return <div className="page-loading" aria-busy="true" />;
}

interface ChunkBoundaryProps {
  children: ReactNode;
  /**
   * Around a part of the shell (a dialog, a menu) rather than a page: nothing shows while it loads,
   * and a failure is a short message instead of the page's error; the part is asked for again when
   * its parent renders next (the user tries again).
   */
  part?: boolean;
}

/**
 * Around lazy pages: the progress bar while a chunk loads, and a load error with a retry when it
 * fails (tender-portal section 9). Other errors go on to the boundary above.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!(error instanceof ChunkLoadError)) return;
    if (this.props.part) {
      console.error(error);
      message(msg('页面加载失败'), 'error');
    } else logError(error);
  }

  override componentDidUpdate(previous: ChunkBoundaryProps) {
    if (this.props.part && this.state.error !== undefined && previous.children !== this.props.children)
      this.retry();
  }

  private readonly retry = () => {
    retryFailedChunks();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    const { part, children } = this.props;
    if (error instanceof ChunkLoadError) return part ? null : <ChunkErrorPage onRetry={this.retry} />;
    if (error !== undefined) throw error;
    return <Suspense fallback={part ? null : <PageLoading />}>{children}</Suspense>;
  }
}
