/**
 * The list of the signed-in user's drafts (我的草稿): instances saved with instance/saveDraft and not
 * started. The spec names the draft calls (saveDraft, getMyDraftCount, removeDraftById) but no list,
 * so the reference backend serves one of its own (instance/myDraft in own-calls.tsv). It takes
 * the common query body; filter and sort properties are DRAFT_LIST_PROPERTIES.
 */

export const DRAFT_LIST_PROPERTIES = [
  'keyword',
  'subject',
  'procDefName',
  'defKey',
  'createTime',
  'updateTime',
] as const;

/** A draft: the start form saved without starting. */
export interface DraftRow {
  /** The draft's id: getFormAndBO and start take it as draftId, removeDraftById as id. */
  id: string;
  instId: string;
  defId: string;
  defKey: string;
  subject: string;
  procDefName: string;
  createTime: string;
  updateTime: string;
}

/** A row of 常用流程 (instance/v1/getMyOftenFlow): a definition the user may start, with its start link. */
export interface OftenFlow {
  defId: string;
  defKey: string;
  name: string;
  categoryName: string | null;
  /** How many times the user started it (drafts not counted). */
  startCount: number;
  /** The user chose it as a common flow (bpmMobileCategory/customAddCommonFlow): listed first. */
  common?: boolean;
  /** The portal path of its start page, as the home column links it. */
  url: string;
}

/** The portal path of a definition's start page. */
export function startHref(defId: string): string {
  return `/matter/startProcess?defId=${encodeURIComponent(defId)}`;
}
