import { msg, str } from '@lit/localize';
import { useRef } from 'react';
import type { ProjectState } from '../../../api/contract/procure-project.js';
import { ComprehensiveQuotationForm } from '../../../elements/react/comprehensive-quotation.js';
import { QualificationReview } from '../../../elements/react/qualification-review.js';
import { ScoreTable } from '../../../elements/react/score-table.js';
import type { ScoreTable as ScoreTableElement } from '../../../elements/score-table/score-table.js';
import { message } from '../../notify.js';
import { useElementNavigation } from '../../use-element-navigation.js';

/** States in which the evaluation is read: after quotation ended. */
const EVALUATED_STATES: readonly ProjectState[] = [
  'quoted',
  'confirmed',
  'approving',
  'approved',
  'archived',
];
/** States in which an enrolled supplier sees their comprehensive quotation. */
const QUOTATION_STATES: readonly ProjectState[] = ['quoting', ...EVALUATED_STATES];

/**
 * The purchaser's comprehensive evaluation on the project page (issue 12): the qualification review of
 * every enrolled supplier, then the score table with the rule tree beside it and the confirmation.
 */
export function PurchaserEvaluation({
  projectId,
  state,
  onChange,
}: {
  projectId: string;
  state: ProjectState;
  onChange: () => void;
}) {
  const scores = useRef<ScoreTableElement>(null);
  const onNavigate = useElementNavigation();
  if (!EVALUATED_STATES.includes(state)) return null;
  return (
    <section className="tender-card" aria-labelledby="project-evaluation-title">
      <h2 id="project-evaluation-title" className="tender-card__title">
        {msg('综合评审')}
      </h2>
      <h3 className="tender-card__subtitle">{msg('资格审查与符合性审查')}</h3>
      <QualificationReview
        projectId={projectId}
        readonly={state !== 'quoted'}
        onEipQualificationReview={() => {
          message(msg('审查已保存'), 'success');
          scores.current?.reload();
        }}
      />
      <h3 className="tender-card__subtitle">{msg('评审得分')}</h3>
      <ScoreTable
        ref={scores}
        projectId={projectId}
        onEipNavigate={onNavigate}
        onEipScoreSave={() => message(msg('评分已保存'), 'success')}
        onEipEvaluationConfirm={(event) => {
          message(msg(str`评审结果已确认，成交供应商：${event.detail.winnerName}`), 'success');
          onChange();
        }}
      />
    </section>
  );
}

/** An enrolled supplier's comprehensive quotation on the project page. */
export function SupplierQuotation({ projectId, state }: { projectId: string; state: ProjectState }) {
  if (!QUOTATION_STATES.includes(state)) return null;
  return (
    <section className="tender-card" aria-labelledby="project-quotation-title">
      <h2 id="project-quotation-title" className="tender-card__title">
        {msg('综合报价')}
      </h2>
      <ComprehensiveQuotationForm
        projectId={projectId}
        onEipComprehensiveQuotation={() => message(msg('报价成功'), 'success')}
      />
    </section>
  );
}
