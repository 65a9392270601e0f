import { msg } from '@lit/localize';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { FormAndBO, FormValues } from '../../../api/contract/workflow.js';
import { localText } from '../../../elements/core/localize.js';
import type { FlowForm as FlowFormElement } from '../../../elements/flow-form/flow-form.js';
import { FlowForm } from '../../../elements/react/flow-form.js';
import { confirmDialog } from '../../confirm.js';
import { message } from '../../notify.js';
import { usePortal } from '../../portal-context.js';
import type { StaffPageProps } from '../../views/registry.js';
import { closePageTab } from './close-page-tab.js';
import { FlowLoadState } from './FlowPage.js';
import { START_PAGE } from './flow-links.js';
import { installFlowPageStyles } from './flow-page-styles.js';
import { flowChanged } from './flow-store.js';
import { errorText, useFlowAction } from './use-flow-action.js';
import { usePageSearch } from './use-page-search.js';

installFlowPageStyles();

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; form: FormAndBO; values: FormValues; canStart: boolean };

/** `?data=` of a start link: a JSON object of initial values; anything else is ignored. */
function linkValues(text: string | null): FormValues {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormValues) : {};
  } catch {
    return {};
  }
}

/**
 * The start page (/matter/startProcess?defId | flowKey | draftId, and ?token&defId&data from other
 * systems): the definition's start form with the start node's permissions. The server checks the start
 * right and the values; 提交 starts the process, 保存草稿 keeps it as a draft. A refusal shows the
 * server's message and keeps what was typed.
 */
export function StartFormPage(_props: StaffPageProps) {
  const { client } = usePortal();
  const [, navigate] = useLocation();
  const params = usePageSearch(START_PAGE);
  const defId = params.get('defId') ?? undefined;
  const flowKey = params.get('flowKey') ?? params.get('defKey') ?? undefined;
  const givenDraft = params.get('draftId') ?? undefined;
  const data = params.get('data');
  const formRef = useRef<FlowFormElement>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [draftId, setDraftId] = useState(givenDraft);
  const { busy, refusal, setRefusal, run } = useFlowAction<'start' | 'draft' | 'remove'>();

  useEffect(() => {
    const abort = new AbortController();
    setLoad({ status: 'loading' });
    setRefusal('');
    setDraftId(givenDraft);
    if (!defId && !flowKey && !givenDraft) {
      setLoad({ status: 'error', message: msg('缺少流程定义参数') });
      return;
    }
    (async () => {
      const answer = await client.runtime.getFormAndBO({ defId, flowKey, draftId: givenDraft }, abort.signal);
      if (!answer.state || !answer.value) throw new Error(answer.message || msg('加载失败'));
      const form = answer.value;
      const rights = await client.bpmModel.flowHasStartRights({ defId: form.def.id }, abort.signal);
      setLoad({
        status: 'done',
        form,
        values: { ...form.data, ...linkValues(data) },
        canStart: rights.state && rights.value === true,
      });
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) setLoad({ status: 'error', message: errorText(error) });
    });
    return () => abort.abort();
  }, [client, defId, flowKey, givenDraft, data]);

  const values = () => formRef.current?.value ?? {};

  const start = useCallback(async () => {
    if (load.status !== 'done' || !formRef.current) return;
    setRefusal('');
    if (!(await formRef.current.validate())) {
      setRefusal(msg('请按提示修改表单后再提交'));
      return;
    }
    const defId = load.form.def.id;
    await run(
      'start',
      () => client.runtime.start({ defId, data: values(), draftId }),
      () => {
        flowChanged();
        message(msg('流程已发起'), 'success');
        navigate('/flow/myRequest');
        closePageTab(START_PAGE, '/flow/myRequest');
      },
    );
  }, [client, draftId, load, navigate, run, setRefusal]);

  const saveDraft = useCallback(async () => {
    if (load.status !== 'done') return;
    setRefusal('');
    const defId = load.form.def.id;
    await run(
      'draft',
      () => client.runtime.saveDraft({ defId, data: values(), draftId }),
      (answer) => {
        if (!answer.value) {
          setRefusal(answer.message);
          return;
        }
        setDraftId(answer.value.instId);
        flowChanged();
        message(msg('草稿已保存'), 'success');
      },
    );
  }, [client, draftId, load, run, setRefusal]);

  const removeDraft = useCallback(async () => {
    if (!draftId || !(await confirmDialog(msg('确定删除此草稿吗？')))) return;
    await run(
      'remove',
      () => client.runtime.removeDraftById(draftId),
      () => {
        flowChanged();
        message(msg('草稿已删除'), 'success');
        navigate('/flow/myDraft');
        closePageTab(START_PAGE, '/flow/myDraft');
      },
    );
  }, [client, draftId, navigate, run]);

  if (load.status !== 'done') {
    return (
      <FlowLoadState title={msg('发起流程')} error={load.status === 'error' ? load.message : undefined} />
    );
  }
  const { form } = load;
  const title = localText(form.def.name, undefined);
  return (
    <section className="flow-page">
      <div className="flow-page__head">
        <h1>{title}</h1>
        {draftId && <span className="flow-notify">{msg('草稿')}</span>}
      </div>
      {form.def.description && <p className="flow-notify">{form.def.description}</p>}
      {!load.canStart && (
        <p className="flow-alert" role="alert">
          {msg('您没有发起此流程的权限')}
        </p>
      )}
      <div className="flow-card">
        <FlowForm
          ref={formRef}
          label={title}
          fields={form.form.fields}
          rules={form.form.rules ?? []}
          columns={form.form.columns ?? 0}
          permissions={form.permissions}
          values={load.values}
          readonly={!load.canStart}
        />
        {refusal && (
          <p className="flow-alert" role="alert">
            {refusal}
          </p>
        )}
        <div className="flow-form-page__actions">
          <sl-button
            variant="primary"
            loading={busy === 'start'}
            disabled={!load.canStart || Boolean(busy)}
            onClick={() => void start()}
          >
            {msg('提交')}
          </sl-button>
          <sl-button
            loading={busy === 'draft'}
            disabled={!load.canStart || Boolean(busy)}
            onClick={() => void saveDraft()}
          >
            {msg('保存草稿')}
          </sl-button>
          {draftId && (
            <sl-button
              variant="danger"
              outline
              loading={busy === 'remove'}
              disabled={Boolean(busy)}
              onClick={() => void removeDraft()}
            >
              {msg('删除草稿')}
            </sl-button>
          )}
        </div>
      </div>
    </section>
  );
}
