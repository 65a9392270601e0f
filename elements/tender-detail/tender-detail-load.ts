import type { ApiClient } from '../../api/client/index.js';
import { allOfProject } from '../../api/client/procure-project.js';
import type { Identity } from '../../api/contract/identity.js';
import {
  type DetailVisibility,
  detailVisibility,
  type ProjectDetail,
  type ProjectGoodsRow,
  type ProjectRelation,
  type ProjectUserInfo,
} from '../../api/contract/procure-project.js';
import type { ProjectRegistration } from '../../api/contract/procure-registration.js';
import {
  type QualificationEntry,
  REGISTRATION_PASS,
  type TenderProjectDetail,
} from '../../api/contract/tender.js';
import { answerValue } from '../core/load-states.js';

/** An enrolled supplier as the detail lists it (a registration; the project fields are not needed). */
export type TenderDetailRegistration = Pick<
  ProjectRegistration,
  'id' | 'fRegistratorName' | 'fRegistratorPhone' | 'fRegistratorEmail' | 'fCreateTime'
> &
  Partial<Pick<ProjectRegistration, 'supplierName' | 'fSupplierName' | 'fStatus'>>;

/** A goods line of the purchasing list. */
export type TenderDetailGoods = Pick<ProjectGoodsRow, 'goodsName'> &
  Partial<Pick<ProjectGoodsRow, 'id' | 'spec' | 'unit' | 'quantity' | 'remark'>>;

/** Everything the detail screen shows of one project; a page may give it whole (`data`). */
export interface TenderDetailData {
  project: TenderProjectDetail | ProjectDetail;
  /** The viewer relative to the project (getUserInfoByProjectId): their own registration, ownership. */
  userInfo?: Pick<ProjectUserInfo, 'relation' | 'registration'> | null;
  /** The purchasing list's goods; given with `data` all at once, loaded a page at a time otherwise. */
  goods?: TenderDetailGoods[];
  /** The qualification entries (getAllQualification); the project's qualificationList otherwise. */
  qualifications?: QualificationEntry[];
  /** The enrolled suppliers: registrations with status pass. */
  registrations?: TenderDetailRegistration[];
}

/** The viewer's own registration status on the project, from whichever answer carries it. */
export function ownRegistrationStatus(data: TenderDetailData): string | null {
  return data.userInfo?.registration?.fStatus ?? data.project.registration?.fStatus ?? null;
}

/**
 * Who the viewer is relative to the project, by identity (tender-portal 2.4): a purchaser is the
 * project's purchaser unless the server says they are not its owner; a supplier is a supplier;
 * everyone else (administrators, staff, visitors) is "other".
 */
export function viewerRelation(
  identity: Identity | string | null | undefined,
  userInfo: TenderDetailData['userInfo'],
): ProjectRelation {
  if (identity === 'purchaser') return !userInfo || userInfo.relation === 'purchaser' ? 'purchaser' : 'other';
  if (identity === 'supplier') return 'supplier';
  return 'other';
}

/** The sections the viewer sees, by the same rule the server trims its answers with. */
export function sectionsFor(
  identity: Identity | string | null | undefined,
  data: TenderDetailData,
): DetailVisibility {
  const { project } = data;
  return detailVisibility(
    viewerRelation(identity, data.userInfo),
    {
      fTransactionMode: String(project.fTransactionMode ?? ''),
      fQuotationMode: String(project.fQuotationMode ?? ''),
    },
    ownRegistrationStatus(data),
  );
}

/**
 * Loads what the viewer will see, and nothing more: the detail and (for a signed-in purchaser or
 * supplier) who they are on the project; then, for the project's purchaser, its qualification entries
 * and its enrolled suppliers (every registration with status pass, pageSize -1). Goods load page by
 * page on their own.
 */
export async function loadTenderDetail(
  api: ApiClient,
  projectId: string,
  identity: Identity | '',
  signal: AbortSignal,
): Promise<TenderDetailData> {
  const calls = api.procureProject;
  const signedIn = identity === 'purchaser' || identity === 'supplier';
  const [project, userInfo] = await Promise.all([
    calls.getDetailWithDocumentation(projectId, signal).then(answerValue),
    signedIn ? calls.getUserInfoByProjectId(projectId, signal).then(answerValue) : Promise.resolve(null),
  ]);
  const data: TenderDetailData = { project, userInfo };
  const sections = sectionsFor(identity, data);
  const [qualifications, registrations] = await Promise.all([
    sections.qualifications
      ? calls.getAllQualification(projectId, signal).then(answerValue)
      : Promise.resolve(undefined),
    sections.enrolledSuppliers
      ? calls
          .queryRegistration(
            allOfProject(projectId, [{ property: 'fStatus', value: REGISTRATION_PASS, operation: 'EQUAL' }]),
            signal,
          )
          .then(answerValue)
          .then((page) => page.rows.filter((row) => row.fStatus === REGISTRATION_PASS))
      : Promise.resolve(undefined),
  ]);
  return { ...data, qualifications, registrations };
}
