import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import type { ProjectApproval } from '../../../api/contract/procure-project.js';
import { colon } from '../../../elements/core/procure-labels.js';
import { OpinionTable } from '../../../elements/react/opinion-table.js';
import { usePortal } from '../../portal-context.js';

/**
 * 审批记录: the approvers' opinions on the project (issue 36), for its purchaser and administrators, each
 * submission's approval (招标项目审批) newest first (the approval form itself is the workflow area's, for staff).
 * Nothing shows for a project that never went through the approval (the demo's seeded ones).
 */
export function ApprovalOpinions({ projectId }: { projectId: string }) {
  const { client } = usePortal();
  const [approvals, setApprovals] = useState<ProjectApproval[] | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    client.procureProject.approvalOpinions(projectId, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.state) setApprovals(answer.value ?? []);
        else setProblem(answer.message || msg('加载失败'));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setProblem(error instanceof Error ? error.message : String(error));
      },
    );
    return () => controller.abort();
  }, [client, projectId]);
  if (!problem && (!approvals || approvals.length === 0)) return null;
  return (
    <section className="tender-card" aria-labelledby="project-approval-title">
      <h2 id="project-approval-title" className="tender-card__title">
        {msg('审批记录')}
      </h2>
      {problem && <p role="alert">{problem}</p>}
      {approvals?.map((approval, index) => {
        // Each table is a region of its own: named by its submission (the latest, or the n-th before it).
        const name =
          index === 0 ? msg('本次提交的审批') : `${msg('此前提交的审批')} ${approvals.length - index}`;
        const state =
          approval.result === 'approved'
            ? msg('审批通过')
            : approval.result === 'rejected'
              ? msg('审批不通过')
              : approval.status === 'running'
                ? msg('审批中')
                : '';
        return (
          <div key={approval.instId} className="tender-approval">
            <p className="tender-actions">
              {name}
              {state && `${colon()}${state}`}
            </p>
            <OpinionTable rows={approval.opinions} permission="r" noLegend label={name} />
          </div>
        );
      })}
    </section>
  );
}
