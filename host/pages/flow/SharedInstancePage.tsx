import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { SharedInstance } from '../../../api/contract/workflow-share.js';
import { formatDateTime } from '../../../elements/core/format.js';
import { answerValue } from '../../../elements/core/load-states.js';
import { FlowChart } from '../../../elements/react/flow-chart.js';
import { FlowForm } from '../../../elements/react/flow-form.js';
import { OpinionTable } from '../../../elements/react/opinion-table.js';
import { usePortal } from '../../portal-context.js';
import { FlowLoadState } from './FlowPage.js';
import { installFlowPageStyles } from './flow-page-styles.js';
import { InstanceStateTag } from './InstanceStateTag.js';
import { errorText } from './use-flow-action.js';

installFlowPageStyles();

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; shared: SharedInstance };

/**
 * The shared instance page (/shareInst/{instId}/true?token, spec section 2): what a short link shares
 * with a guest — the instance's form read-only, its approval opinions and its flow chart. The guard has
 * signed the visitor in with the link's guest token; the server answers only the instance the token
 * was issued for.
 */
export function SharedInstancePage() {
  const { instId = '' } = useParams<{ instId: string }>();
  const { client } = usePortal();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const abort = new AbortController();
    setLoad({ status: 'loading' });
    client.runtimeShare
      .sharedInstance(instId, abort.signal)
      .then(answerValue)
      .then(
        (shared) => !abort.signal.aborted && setLoad({ status: 'done', shared }),
        (error: unknown) => !abort.signal.aborted && setLoad({ status: 'error', message: errorText(error) }),
      );
    return () => abort.abort();
  }, [client, instId]);

  if (load.status !== 'done') {
    return (
      <FlowLoadState title={msg('流程详情')} error={load.status === 'error' ? load.message : undefined} />
    );
  }
  const { instance, form, opinions, chart } = load.shared;
  return (
    <section className="flow-page flow-page--shared">
      <div className="flow-page__head">
        <h1>{instance.subject}</h1>
        <InstanceStateTag instance={instance} />
      </div>
      <dl className="flow-meta">
        <div>
          <dt>{msg('流程')}</dt>
          <dd>{form.def.name}</dd>
        </div>
        <div>
          <dt>{msg('发起人')}</dt>
          <dd>{instance.creatorName}</dd>
        </div>
        <div>
          <dt>{msg('发起时间')}</dt>
          <dd>{formatDateTime(instance.createTime, 'YYYY-MM-DD HH:mm')}</dd>
        </div>
        {instance.currentNodes?.length ? (
          <div>
            <dt>{msg('当前节点')}</dt>
            <dd>{instance.currentNodes.map((node) => node.name).join('、')}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flow-stack">
        <div className="flow-card">
          <h2>{msg('表单')}</h2>
          <FlowForm
            label={form.def.name}
            fields={form.form.fields}
            rules={form.form.rules ?? []}
            columns={form.form.columns ?? 0}
            permissions={form.permissions}
            values={form.data}
            readonly
          />
        </div>
        <div className="flow-card">
          <h2>{msg('审批记录')}</h2>
          <OpinionTable rows={opinions} permission="r" />
        </div>
        <div className="flow-card">
          <h2>{msg('流程图')}</h2>
          <FlowChart data={chart} />
        </div>
      </div>
    </section>
  );
}
