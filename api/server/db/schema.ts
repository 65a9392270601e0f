import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface TenantTable {
  id: number;
  code: string;
  name: string;
}

export interface UserTable {
  id: string;
  account: string;
  fullname: string;
  password_hash: string;
  identity: string | null;
  mobile: string | null;
  email: string | null;
  sex: string | null;
  status: number;
  address: string | null;
  photo: string | null;
  tenant_id: number;
  created_at: CreatedAt;
}

export interface AuthTokenTable {
  token: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

/** To-do messages of the tender site; the badge counts the unread ones. */
export interface ProcureMessageTable {
  id: string;
  receiver_id: string;
  subject: string;
  content: string;
  type: string;
  project_id: string | null;
  is_read: Generated<boolean>;
  read_at: Date | null;
  created_at: CreatedAt;
}

export interface Database {
  tenants: TenantTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  procure_messages: ProcureMessageTable;
}
