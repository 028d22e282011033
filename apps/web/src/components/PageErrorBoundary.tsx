import { Component, type ReactNode } from 'react';
import { Alert, useTranslate } from '@motes/ui';

interface PageErrorBoundaryProps {
  /** The current path: the boundary tries the page again once the reader goes elsewhere. */
  path: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  /** The path the state belongs to. */
  path: string;
  /** Whether the page at `path` failed. */
  failed: boolean;
}

/**
 * Catches a page that fails to render or whose code fails to load (e.g. a network error, or an
 * old tab asking for files a new release replaced): the frame stays usable and the page area
 * says so, with a reload. React reports the error to the console as usual.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { path: this.props.path, failed: false };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return props.path === state.path ? null : { path: props.path, failed: false };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const t = useTranslate();
  return (
    <Alert
      title={t('layout-page-failed-title')}
      action={{ label: t('layout-page-failed-reload'), onClick: () => window.location.reload() }}
    >
      {t('layout-page-failed-body')}
    </Alert>
  );
}
