/**
 * A project made in the editor on its way to publication (issue 36): the purchaser submits a complete
 * draft for approval (draft → submitted) and may take it back while nobody has decided on it
 * (submitted → draft). Every move is one conditional update, so a project whose state changed
 * meanwhile (another tab, another server process) is refused and left as it is. Submitting starts the
 * project's approval in the workflow engine and withdrawing ends it (project-approval.ts).
 */
import type { ProjectStateChange } from '../../contract/project-editor.js';
import { projectFieldErrors } from '../../contract/project-editor.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { Refusal } from './access.js';
import { endProjectApproval, startProjectApproval } from './project-approval.js';
import { editableOf, editorStateRefusal, FieldRefusal, ownProject } from './project-editor.js';

const SUBMIT = '提交审批';
const WITHDRAW = '撤回审批';

/** Moves one of the caller's projects from one state to another, or refuses naming its current state. */
async function move(
  db: Db,
  projectId: string,
  from: string,
  to: string,
  action: string,
  extra: { review_opinion?: null } = {},
): Promise<ProjectStateChange> {
  const now = new Date();
  const updated = await db
    .updateTable('procure_projects')
    .set({ ...extra, state: to, approval_required: true, state_changed_at: now, updated_at: now })
    .where('id', '=', projectId)
    .where('state', '=', from)
    .executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) {
    const current = await db
      .selectFrom('procure_projects')
      .select('state')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    throw new Refusal(editorStateRefusal(current.state, action));
  }
  return { id: projectId, fState: to as ProjectStateChange['fState'] };
}

/**
 * submit: a draft with everything publication needs goes for approval; otherwise every field still
 * missing or wrong is named. From then on it is published through approval, never by startProject.
 */
export async function submitProject(
  db: Db,
  user: SessionUser,
  projectId: string,
  now = new Date(),
): Promise<ProjectStateChange> {
  const project = await ownProject(db, user, projectId);
  if (project.state !== 'draft') throw new Refusal(editorStateRefusal(project.state, SUBMIT));
  const errors = projectFieldErrors(await editableOf(db, project), 'submit', now.getTime());
  if (Object.keys(errors).length) throw new FieldRefusal(errors);
  const submitted = await move(db, project.id, 'draft', 'submitted', SUBMIT, { review_opinion: null });
  try {
    await startProjectApproval(db, user, project, now);
  } catch (problem) {
    // No approval could start (the process is not deployed here): the project stays a draft.
    await move(db, project.id, 'submitted', 'draft', SUBMIT);
    throw problem;
  }
  return submitted;
}

/** withdraw: a submitted project nobody has decided on goes back to draft, to be edited again. */
export async function withdrawProject(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<ProjectStateChange> {
  const project = await ownProject(db, user, projectId);
  if (project.state !== 'submitted') throw new Refusal(editorStateRefusal(project.state, WITHDRAW));
  const withdrawn = await move(db, project.id, 'submitted', 'draft', WITHDRAW);
  await endProjectApproval(db, user, project.id);
  return withdrawn;
}
