import { msg, str } from '@lit/localize';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isUnpublishedState } from '../../../api/contract/procure-project.js';
import { colon, standingLabel, standingReason } from '../../../elements/core/procure-labels.js';
import { CollectButton } from '../../../elements/react/collect-button.js';
import { ProjectActions } from '../../../elements/react/project-actions.js';
import { RegistrationReview } from '../../../elements/react/registration-review.js';
import { SignUpForm } from '../../../elements/react/sign-up-form.js';
import { SupplierInvite } from '../../../elements/react/supplier-invite.js';
import { TenderDetail } from '../../../elements/react/tender-detail.js';
import { TenderQuestions } from '../../../elements/react/tender-questions.js';
import { message } from '../../notify.js';
import { useSession } from '../../session/session-store.js';
import { ApprovalOpinions } from './ApprovalOpinions.js';
import { PurchaserEvaluation, SupplierQuotation } from './EvaluationSection.js';
import { InviteAnswer } from './InviteAnswer.js';
import { type ProjectStanding, useProjectStanding } from './use-project-standing.js';

/** Project states in which the bidding hall has something to show. */
const BIDDING_STATES = ['registering', 'quoting', 'quoted', 'confirmed', 'approving', 'approved'];

/** The link into the bidding hall of the project (its room for a supplier, its monitor for the purchaser). */
function BiddingHallLink({ projectId }: { projectId: string }) {
  return (
    <Link href={`/biddingHall?id=${encodeURIComponent(projectId)}`} className="tender-back">
      {msg('进入竞价大厅')}
    </Link>
  );
}

/** The purchaser's (or an administrator's) tools: actions, review of registrations, invitations. */
function PurchaserTools({ standing, onChange }: { standing: ProjectStanding; onChange: () => void }) {
  const [round, setRound] = useState(0);
  // Clarifications and pre-notices are the purchaser's: an administrator managing the project publishes none.
  const { identity } = useSession();
  const { project } = standing;
  return (
    <>
      <section className="tender-card" aria-labelledby="project-actions-title">
        <h2 id="project-actions-title" className="tender-card__title">
          {msg('项目操作')}
        </h2>
        {BIDDING_STATES.includes(project.fState) && (
          <p className="tender-actions">
            <BiddingHallLink projectId={project.id} />
          </p>
        )}
        <ProjectActions
          projectId={project.id}
          onEipProjectChange={() => {
            message(msg('操作成功'), 'success');
            onChange();
          }}
          onEipMessageSent={(event) =>
            message(msg(str`消息已发送给 ${event.detail.sent} 家供应商`), 'success')
          }
          canPublishNotices={identity === 'purchaser'}
          // The element says what it published and whom it told; the page reads the project again.
          onEipNoticePublished={onChange}
        />
      </section>
      <section className="tender-card" aria-labelledby="project-review-title">
        <h2 id="project-review-title" className="tender-card__title">
          {msg('报名审核')}
        </h2>
        <RegistrationReview key={round} projectId={project.id} onEipRegistrationReview={onChange} />
      </section>
      {project.fTransactionMode === 'comprehensive' && (
        <PurchaserEvaluation projectId={project.id} state={project.fState} onChange={onChange} />
      )}
      {project.fRegisterMode === 'invite' && (
        <section className="tender-card" aria-labelledby="project-invite-title">
          <h2 id="project-invite-title" className="tender-card__title">
            {msg('邀请供应商')}
          </h2>
          <SupplierInvite projectId={project.id} onEipInvite={() => setRound((value) => value + 1)} />
        </section>
      )}
    </>
  );
}

/** A supplier's standing on the project: their registration, the sign-up form, the invitation. */
function SupplierStanding({
  standing,
  signUp,
  onChange,
}: {
  standing: ProjectStanding;
  signUp: boolean;
  onChange: () => void;
}) {
  const { info, project } = standing;
  const [, navigate] = useLocation();
  const registration = info.registration;
  if (registration && !signUp) {
    const reason = standingReason(registration);
    return (
      <section className="tender-card" aria-labelledby="project-registration-title">
        <h2 id="project-registration-title" className="tender-card__title">
          {msg('我的报名')}
        </h2>
        <p className="tender-standing">
          {info.canConfirmInvite ? msg('您已受邀参加本项目，请确认邀请。') : msg('报名状态')}
          {!info.canConfirmInvite && <strong>{standingLabel(registration)}</strong>}
          {reason && (
            <span className="tender-standing__reason">
              {reason.label}
              {colon()}
              {reason.text}
            </span>
          )}
        </p>
        <div className="tender-actions">
          {info.canConfirmInvite && (
            <InviteAnswer registrationId={registration.id} projectId={project.id} onAnswered={onChange} />
          )}
          <Link href={`/enroll?id=${encodeURIComponent(registration.id)}`} className="tender-back">
            {msg('报名详情')}
          </Link>
          {registration.fStatus === 'pass' && BIDDING_STATES.slice(1).includes(project.fState) && (
            <BiddingHallLink projectId={project.id} />
          )}
        </div>
      </section>
    );
  }
  return (
    <section className="tender-card" aria-labelledby="project-sign-up-title">
      <h2 id="project-sign-up-title" className="tender-card__title">
        {msg('项目报名')}
      </h2>
      <SignUpForm
        projectId={project.id}
        onEipSignUp={(event) => {
          message(msg('报名成功'), 'success');
          // The sign-up address is spent: the supplier goes on to what they just made, and Back does
          // not lead to a form that would now only say they have signed up already.
          navigate(`/enroll?id=${encodeURIComponent(event.detail.registration.id)}`, { replace: true });
        }}
      />
    </section>
  );
}

/** One project: its detail by who looks, and what that user can do with it. */
export function ProjectDetailView({ id, signUp }: { id: string; signUp: boolean }) {
  const [standingState, reload] = useProjectStanding(id);
  const { identity } = useSession();
  const [, navigate] = useLocation();
  const [detailRound, setDetailRound] = useState(0);
  if (standingState.status === 'loading') {
    return (
      <div className="tender-card tender-columns__state" role="status">
        {msg('加载中…')}
      </div>
    );
  }
  if (standingState.status === 'error') {
    return (
      <div className="tender-card tender-columns__state" role="alert">
        {standingState.message || msg('加载失败')}
      </div>
    );
  }
  const { standing } = standingState;
  const { info, project } = standing;
  const manages = info.relation === 'purchaser' || info.relation === 'administrator';
  const changed = () => {
    reload();
    setDetailRound((value) => value + 1);
  };
  return (
    <>
      <header className="tender-page__head">
        <div>
          <h1>{project.fProjectName}</h1>
          <p>
            {msg('项目编号')}
            {colon()}
            {project.fProjectNo}
          </p>
        </div>
        <div className="tender-actions">
          <CollectButton linkId={project.id} type="project" />
          <Link href="/project" className="tender-back">
            {'<'} {msg('返回列表')}
          </Link>
        </div>
      </header>
      {manages && <PurchaserTools standing={standing} onChange={changed} />}
      {manages && <ApprovalOpinions key={detailRound} projectId={project.id} />}
      {info.relation === 'supplier' && identity === 'supplier' && (
        <SupplierStanding standing={standing} signUp={signUp} onChange={changed} />
      )}
      {info.registration?.fStatus === 'pass' && project.fTransactionMode === 'comprehensive' && (
        <SupplierQuotation projectId={project.id} state={project.fState} />
      )}
      <section className="tender-card" aria-label={msg('项目详情')}>
        <TenderDetail
          key={detailRound}
          projectId={project.id}
          identity={identity ?? ''}
          onEipCancel={() => navigate('/project')}
        />
      </section>
      {!isUnpublishedState(project.fState) && (
        <div className="tender-card">
          <TenderQuestions projectId={project.id} />
        </div>
      )}
    </>
  );
}
