import { msg } from '@lit/localize';
import type { ReactNode } from 'react';
import { installFlowPageStyles } from './flow-page-styles.js';

installFlowPageStyles();

/** The frame of a workflow page: its title (with `head` beside it) and its content. */
export function FlowPage({
  title,
  head,
  busy = false,
  children,
}: {
  title: string;
  head?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const heading = <h1>{title}</h1>;
  return (
    <section className="flow-page" aria-busy={busy || undefined}>
      {head ? (
        <div className="flow-page__head">
          {heading}
          {head}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A workflow form page while its form loads, or when it could not load (`error`). */
export function FlowLoadState({ title, error }: { title: string; error?: string }) {
  return error === undefined ? (
    <FlowPage title={title} busy>
      <p role="status">{msg('加载中…')}</p>
    </FlowPage>
  ) : (
    <FlowPage title={title}>
      <p className="flow-alert" role="alert">
        {error}
      </p>
    </FlowPage>
  );
}
