import { msg } from '@lit/localize';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ApiClient } from '../../../api/client/index.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import { TENDER_APPROVAL_FLOW_KEY } from '../../../api/contract/procure-project.js';
import type { BpmInstance, BpmOpinion, FormAndBO, TaskDetail } from '../../../api/contract/workflow.js';
import {
  type ApprovalAction,
  REPLY_ACTIONS,
} from '../../../elements/approval-panel/approval-panel.component.js';
import { formatDateTime } from '../../../elements/core/format.js';
import { answerValue } from '../../../elements/core/load-states.js';
import { TaskActionsController } from '../../../elements/core/task-actions-controller.js';
import type { FlowForm as FlowFormElement } from '../../../elements/flow-form/flow-form.js';
import { ApprovalPanel } from '../../../elements/react/approval-panel.js';
import { FlowForm } from '../../../elements/react/flow-form.js';
import { ModifyRecordList } from '../../../elements/react/modify-record-list.js';
import { OpinionTable } from '../../../elements/react/opinion-table.js';
import { WatermarkOverlay } from '../../../elements/react/watermark-overlay.js';
import { message } from '../../notify.js';
import { usePortal } from '../../portal-context.js';
import type { StaffPageProps } from '../../views/registry.js';
import { CirculationNotes } from './CirculationNotes.js';
import { closePageTab } from './close-page-tab.js';
import { FlowLoadState } from './FlowPage.js';
import { APPROVAL_PAGE, taskListPage } from './flow-links.js';
import { installFlowPageStyles } from './flow-page-styles.js';
import { flowChanged } from './flow-store.js';
import { InstanceActions } from './InstanceActions.js';
import { InstancePrintTools } from './InstancePrint.js';
import { InstanceStateTag } from './InstanceStateTag.js';
import { errorText } from './use-flow-action.js';
import { useFlowChart } from './use-flow-chart.js';
import { useMarkNoticeRead } from './use-mark-notice-read.js';
import { usePageSearch } from './use-page-search.js';

installFlowPageStyles();

/** Actions after which the task is no longer the user's to handle: the page returns to the to-dos (the leader's, for a secretary). */
const LEAVES_TASK = new Set(['reject', 'transfer', 'delegate', 'terminate', 'retrieve', 'revoke']);

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'done';
      form: FormAndBO;
      instance: BpmInstance | undefined;
      opinions: BpmOpinion[];
      task?: TaskDetail;
      /** Why the user cannot handle the task (checkTaskAuth's message), when they cannot. */
      denied?: string;
    };

/** The elements' task actions controller, re-rendering the page when its busy action or refusal changes. */
function useTaskActions(client: ApiClient): TaskActionsController {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const current = useRef(client);
  current.current = client;
  const [actions] = useState(
    () => new TaskActionsController({ requestUpdate: rerender }, () => current.current),
  );
  return actions;
}

/**
 * The approval form (/matter/approvalForm): by `?taskId` a task the user handles — the form with the
 * node's field permissions, the approval panel (opinion, common phrases, attachments, the buttons the
 * node allows, the lock status) and the opinions so far; by `?instId&isReadonly=true&type=done` an
 * instance read-only with its opinions. Agree and oppose complete the task; a refusal shows the
 * server's message and keeps the opinion and the values.
 */
export function ApprovalFormPage(_props: StaffPageProps) {
  const { client } = usePortal();
  const [, navigate] = useLocation();
  const params = usePageSearch(APPROVAL_PAGE);
  const taskId = params.get('taskId') ?? undefined;
  const leaderId = params.get('leaderId') ?? undefined;
  const instId = params.get('instId') ?? undefined;
  const readonlyAsked = params.get('isReadonly') === 'true';
  const fromNotice = params.get('type') === 'notice';
  const noticeId = (fromNotice && params.get('noticeId')) || undefined;
  const formRef = useRef<FlowFormElement>(null);
  const printArea = useRef<HTMLElement>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const actions = useTaskActions(client);
  const chart = useFlowChart();
  /** Counts the actions the server accepted that keep the user here: the page reads everything again. */
  const [reload, setReload] = useState(0);
  useMarkNoticeRead(client, fromNotice ? { noticeId, instId } : undefined, load.status === 'done');
  /** Leaves the handled task: back to the list it came from, closing the form's tab. */
  const leave = useCallback(() => {
    navigate(taskListPage(leaderId));
    closePageTab(APPROVAL_PAGE, taskListPage(leaderId));
  }, [leaderId, navigate]);

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    setLoad({ status: 'loading' });
    actions.reset();
    (async (): Promise<Load> => {
      if (taskId && !readonlyAsked) {
        const detail = answerValue(await client.runtime.taskDetailBo({ taskId, leaderId }, signal));
        const opinions = answerValue(
          await client.runtime.instanceFlowOpinions(detail.instance.instId, signal),
        );
        let denied: string | undefined;
        if (!detail.canHandle) {
          const auth = await client.runtime.checkTaskAuth({ taskId, leaderId }, signal);
          denied = auth.value?.message || auth.message || msg('您没有处理此任务的权限');
        }
        return {
          status: 'done',
          form: detail.formAndBO,
          instance: detail.instance,
          opinions,
          task: detail,
          denied,
        };
      }
      if (!instId) return { status: 'error', message: msg('缺少任务或流程实例参数') };
      const [form, opinions] = await Promise.all([
        client.runtime.getInstFormAndBO({ instId, taskId }, signal).then(answerValue),
        client.runtime.instanceFlowOpinions(instId, signal).then(answerValue),
      ]);
      return { status: 'done', form, instance: form.instance, opinions };
    })().then(
      (next) => {
        if (!signal.aborted) setLoad(next);
      },
      (error: unknown) => {
        if (!signal.aborted) setLoad({ status: 'error', message: errorText(error) });
      },
    );
    return () => abort.abort();
  }, [actions, client, taskId, leaderId, instId, readonlyAsked, reload]);

  const act = useCallback(
    async (event: CustomEvent<{ action: ApprovalAction; opinion: string; files: UploadedFile[] }>) => {
      if (load.status !== 'done' || !load.task) return;
      const { action, opinion, files } = event.detail;
      const form = formRef.current;
      actions.reset();
      if ((action === 'agree' || action === 'resubmit') && form && !(await form.validate())) {
        actions.showError(msg('请按提示修改表单后再提交'));
        return;
      }
      const done = await actions.run(action, {
        taskId: load.task.task.taskId,
        opinion,
        data: form?.value ?? {},
        files,
        leaderId,
      });
      if (!done) return;
      flowChanged();
      if (action === 'saveDraft') {
        message(msg('草稿已保存'), 'success');
        return;
      }
      message(
        action === 'agree' ? msg('已同意') : action === 'resubmit' ? msg('已重新提交') : msg('已反对'),
        'success',
      );
      leave();
    },
    [actions, leaderId, leave, load],
  );

  const done = useCallback(
    (action: string, text: string) => {
      flowChanged();
      message(text || msg('操作成功'), 'success');
      if (load.status === 'done' && load.task && LEAVES_TASK.has(action)) leave();
      else setReload((count) => count + 1);
    },
    [leave, load],
  );

  if (load.status !== 'done') {
    return (
      <FlowLoadState title={msg('审批表单')} error={load.status === 'error' ? load.message : undefined} />
    );
  }
  const { form, instance, task, opinions, denied } = load;
  const handling = Boolean(task && !denied);
  // A receiver of an inquiry, a communication or an added-signer request answers on the task's form.
  const replies = denied
    ? (task?.buttons ?? []).filter((button) => (REPLY_ACTIONS as readonly string[]).includes(button.alias))
    : [];
  const status = instance?.status;
  return (
    <section className="flow-page" ref={printArea}>
      <div className="flow-page__head">
        <h1>{instance?.subject ?? form.def.name}</h1>
        {instance && <InstanceStateTag instance={instance} />}
        {instance && (
          <sl-button className="flow-page__chart" size="small" onClick={() => chart.show(instance.instId)}>
            <sl-icon slot="prefix" name="diagram-3" aria-hidden="true" />
            {msg('流程图')}
          </sl-button>
        )}
        {chart.dialog}
        {form.def.defKey === TENDER_APPROVAL_FLOW_KEY && typeof form.data.projectId === 'string' && (
          // 招标项目审批: the project it approves, on the tender site (its approvers may read it meanwhile).
          <Link
            className="flow-page__project"
            href={`/project?id=${encodeURIComponent(form.data.projectId)}`}
          >
            {msg('查看招标项目')}
          </Link>
        )}
        {instance && (
          <InstancePrintTools
            instId={instance.instId}
            taskId={task?.task.taskId}
            subject={instance.subject}
            printArea={printArea}
          />
        )}
      </div>
      <dl className="flow-meta">
        <div>
          <dt>{msg('流程')}</dt>
          <dd>{form.def.name}</dd>
        </div>
        {instance && (
          <div>
            <dt>{msg('发起人')}</dt>
            <dd>{instance.creatorName}</dd>
          </div>
        )}
        {instance && (
          <div>
            <dt>{msg('发起时间')}</dt>
            <dd>{formatDateTime(instance.createTime, 'YYYY-MM-DD HH:mm')}</dd>
          </div>
        )}
        {task && (
          <div>
            <dt>{msg('当前节点')}</dt>
            <dd>{task.task.name}</dd>
          </div>
        )}
      </dl>
      {instance && (
        <InstanceActions
          instId={instance.instId}
          defKey={instance.defKey}
          taskId={task?.task.taskId}
          leaderId={leaderId}
          running={status === 'running'}
          reload={reload}
          onDone={done}
        />
      )}
      {fromNotice && instance && <CirculationNotes instId={instance.instId} />}
      {denied && !replies.length && (
        <p className="flow-alert" role="alert">
          {denied}
        </p>
      )}
      <div className={`flow-form-page${handling || replies.length ? '' : ' flow-form-page--single'}`}>
        <WatermarkOverlay className="flow-stack flow-print-area" instId={instance?.instId ?? ''}>
          <div className="flow-card">
            <h2>{msg('表单')}</h2>
            <FlowForm
              ref={formRef}
              label={form.def.name}
              fields={form.form.fields}
              rules={form.form.rules ?? []}
              columns={form.form.columns ?? 0}
              permissions={form.permissions}
              values={task?.draft?.data ? { ...form.data, ...task.draft.data } : form.data}
              readonly={!handling}
            />
          </div>
          <div className="flow-card">
            <h2>{msg('审批记录')}</h2>
            <OpinionTable rows={opinions} permission="r" />
          </div>
          {instance && (
            <div className="flow-card">
              <h2>{msg('修改记录')}</h2>
              <ModifyRecordList instId={instance.instId} fields={form.form.fields} />
            </div>
          )}
        </WatermarkOverlay>
        {handling && task && (
          <ApprovalPanel
            taskId={task.task.taskId}
            buttons={task.buttons}
            lockStatus={task.lockStatus}
            lockHolder={task.task.lockUserName ?? ''}
            opinionPermission={form.opinionPermission}
            value={task.draft?.opinion ?? ''}
            busyAction={actions.busy}
            error={actions.error}
            instId={instance?.instId ?? ''}
            leaderId={leaderId ?? ''}
            defKey={instance?.defKey ?? ''}
            actions={task.actions}
            onEipTaskAction={(event) => void act(event)}
            onEipTaskActionDone={(event) => done(event.detail.action, event.detail.message)}
          />
        )}
        {!handling && task && replies.length > 0 && (
          <ApprovalPanel
            taskId={task.task.taskId}
            buttons={replies}
            opinionPermission="n"
            instId={instance?.instId ?? ''}
            leaderId={leaderId ?? ''}
            defKey={instance?.defKey ?? ''}
            actions={task.actions}
            onEipTaskActionDone={(event) => done(event.detail.action, event.detail.message)}
          />
        )}
      </div>
      {!handling && actions.error && (
        <p className="flow-alert" role="alert">
          {actions.error}
        </p>
      )}
    </section>
  );
}
