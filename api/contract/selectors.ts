import type { Identity } from './identity.js';

export type { OrgTreeQuery, PostSwitchQuery } from './schemas/selectors.js';

/** A row of the user selector (queryByType). */
export interface SelectorUser {
  id: string;
  /** The fullname, under the name every selector row has. */
  name: string;
  fullname: string;
  account: string;
  mobile: string | null;
  email: string | null;
  sex: string | null;
  status: number;
  identity: Identity | null;
}

/** An organisation as the org page lists it. */
export interface SelectorOrg {
  id: string;
  name: string;
  code: string;
  parentId: string | null;
  demId: string;
  demName?: string;
  path: string;
  sn: number;
}

/** An organisation of the org tree (getByParentAndDem); isParent says it can be expanded. */
export interface OrgTreeNode extends Omit<SelectorOrg, 'demName'> {
  isParent: boolean;
}

export interface SelectorRole {
  id: string;
  name: string;
  code: string;
  enabled: boolean;
}

export interface SelectorJob {
  id: string;
  name: string;
  code: string;
}

export interface SelectorPost {
  id: string;
  name: string;
  code: string;
  orgId: string;
  orgName: string;
  orgPath: string;
  jobId: string | null;
  jobName: string | null;
}

/** A dimension of the organisation (an org tree of its own). */
export interface Dimension {
  id: string;
  name: string;
  code: string;
  isDefault: boolean;
}
