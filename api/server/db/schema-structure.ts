/** The leaders an administrator names for an organisation, in order (migration 0035). */
export interface OrgLeaderTable {
  org_id: string;
  user_id: string;
  sn: number;
}

/** The structure administration's tables, merged into `Database`. */
export interface StructureTables {
  org_leaders: OrgLeaderTable;
}
