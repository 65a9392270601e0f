import type { ColumnType, Generated } from 'kysely';
import type { TextI18nColumn } from '../http/localized-text.js';
import type { AdminTables } from './schema-admin.js';
import type { AwardMailTables } from './schema-award-mail.js';
import type { BiddingTables } from './schema-bidding.js';
import type { DirectoryTables } from './schema-directory.js';
import type { EvaluationTables } from './schema-evaluation.js';
import type { MailTables } from './schema-mail.js';
import type { MessageTables } from './schema-messages.js';
import type { PrintTemplateTables } from './schema-print-template.js';
import type { QuestionTables } from './schema-questions.js';
import type { StructureTables } from './schema-structure.js';
import type { TaskActionTables } from './schema-task-actions.js';
import type { TenderProjectTables } from './schema-tender-projects.js';
import type { TenderSiteTables } from './schema-tender-site.js';
import type { WorkflowTables } from './schema-workflow.js';
import type { WorkflowInstanceTables } from './schema-workflow-instance.js';
import type { WorkflowListTables } from './schema-workflow-lists.js';
import type { WorkflowShareTables } from './schema-workflow-share.js';

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
  /** Set by an administrator's password reset: the one-time password must be changed at next sign-in (0033). */
  must_change_password: Generated<boolean>;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Wrong passwords in a row; the account locks at the limit until an administrator unlocks it (0033). */
  failed_sign_ins: Generated<number>;
  locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
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
  /** Subject and content in the three languages when the system wrote them (http/localized-text.ts, 0026). */
  subject_i18n: TextI18nColumn;
  content_i18n: TextI18nColumn;
}

/** Organisation dimensions: the same people arranged by administration, by project, and so on. */
export interface DemTable {
  id: string;
  name: string;
  code: string;
  is_default: boolean;
}

/** An organisation tree per dimension; `path` is the ids from the root, each followed by a dot. */
export interface OrgTable {
  id: string;
  name: string;
  parent_id: string | null;
  dem_id: string;
  path: string;
  code: string;
  sn: number;
}

export interface JobTable {
  id: string;
  name: string;
  code: string;
}

/** A post is a job in an organisation (采购管理部 / 采购专员). */
export interface PostTable {
  id: string;
  name: string;
  code: string;
  org_id: string;
  job_id: string | null;
}

export interface RoleTable {
  id: string;
  name: string;
  code: string;
  enabled: boolean;
}

export interface UserOrgTable {
  user_id: string;
  org_id: string;
  is_master: boolean;
}

export interface UserPostTable {
  user_id: string;
  post_id: string;
  is_master: boolean;
}

export interface UserRoleTable {
  user_id: string;
  role_id: string;
}

/** One row (id 1): the password rules new passwords must follow. */
export interface PasswordStrategyTable {
  id: number;
  enable: boolean;
  /** 1 no composition rule, 2 digit + letter, 3 adds a special character, 4 also both cases. */
  pwd_rule: number;
  pwd_length: number;
}

/** The latest verification code of a target (a mobile number), stored hashed. */
export interface VerificationCodeTable {
  target: string;
  user_id: string;
  code_hash: string;
  sent_at: Date;
  expires_at: Date;
  failed_attempts: number;
  consumed_at: Date | null;
}

/** Messages a development server "sends" (SMS codes), readable at /dev/outbox. */
export interface DevOutboxTable {
  id: Generated<number>;
  target: string;
  channel: string;
  content: string;
  created_at: CreatedAt;
}

/** One-time CAS tickets and OAuth codes of the development identity provider, stored hashed. */
export interface SsoTicketTable {
  ticket_hash: string;
  mode: string;
  user_id: string;
  service: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** A one-time ticket that opens one event stream of one session (0025_stream_tickets, auth/stream-tickets.ts). */
export interface StreamTicketTable {
  ticket_hash: string;
  purpose: string;
  scope: string;
  session_token: string;
  expires_at: Date;
  created_at: CreatedAt;
}

/** The company a purchaser or supplier registered with. */
export interface CompanyTable {
  id: string;
  user_id: string;
  name: string;
  credit_code: string;
  legal_person: string;
  contact_name: string;
  contact_phone: string;
  address: string;
  business_scope: string;
  /** JSON list of uploaded files. */
  business_license: string | null;
  created_at: CreatedAt;
  updated_at: Date;
}

/** Request counters of rate-limited calls, shared by every server process. */
export interface RateLimitHitTable {
  key: string;
  window_start: Date;
  hits: number;
}

/** A menu entry; the entries under the root alias front_menu become the routes of logged-in staff. */
export interface MenuTable {
  id: string;
  alias: string;
  code: string | null;
  name: string;
  menu_url: Generated<string>;
  icon: string | null;
  sn: Generated<number>;
  parent_id: string | null;
  /** JSON of an own route definition; without one the host makes an online-menu page. */
  route_definition: string | null;
  badge: string | null;
  is_new: Generated<boolean>;
  /** '_blank' or '_self'. */
  target: string | null;
  hidden: Generated<boolean>;
  /** The name in the other languages: JSON `{"zh-TW": …, "en-US": …}` (migration 0019). */
  name_i18n: string | null;
  /** The badge in the three languages (http/localized-text.ts, migration 0026). */
  badge_i18n: TextI18nColumn;
}

/**
 * Who may see a menu (object_kind 'menu', with its descendants), call a method ('method') or open an
 * app ('app'). grantee_kind is 'user' (a user id), 'identity', 'role' (a role id) or 'everyone' ('*').
 */
export interface PortalGrantTable {
  object_kind: string;
  object_id: string;
  grantee_kind: string;
  grantee_id: string;
}

/** A permission alias checked by the permission directive (current-user method authorisation). */
export interface MethodAuthTable {
  alias: string;
  name: string;
  menu_alias: string | null;
  sn: Generated<number>;
}

export interface IndexLayoutTable {
  id: string;
  alias: string;
  name: string;
  /** JSON text: updateTime and the placed columns. */
  config_content: string;
  is_default: Generated<boolean>;
  /** Set anew when 门户布局 saves the layout (admin/layouts.ts). */
  update_time: ColumnType<Date, Date | string | undefined, Date>;
  /** The name in the three languages (http/localized-text.ts, migration 0026). */
  name_i18n: TextI18nColumn;
}

export interface IndexColumnTable {
  id: string;
  alias: string;
  name: string;
  col_type: string;
  /** Service whose prefix goes before data_url (a deployment may move the services). */
  data_service: string | null;
  data_url: string | null;
  /** GET or POST. */
  data_method: Generated<string>;
  /** JSON of the parameters: the query of a GET, the body of a POST. */
  data_param: string | null;
  template: string | null;
  /** The name in the three languages (http/localized-text.ts, migration 0026). */
  name_i18n: TextI18nColumn;
}

export interface UserLayoutConfigTable {
  user_id: string;
  layout_id: string;
  config_content: string;
  updated_at: Date;
}

export interface SysAppTable {
  id: string;
  name: string;
  code: string;
  icon: string | null;
  url: string;
  description: string | null;
  target: string | null;
  sn: Generated<number>;
  enabled: Generated<boolean>;
  /** Name and description in the three languages (http/localized-text.ts, migration 0026). */
  name_i18n: TextI18nColumn;
  description_i18n: TextI18nColumn;
}

/** A user's frequently used entries (POST /system/often). */
export interface OftenEntryTable {
  id: string;
  user_id: string;
  name: string;
  url: string;
  icon: string | null;
  kind: Generated<string>;
  use_count: Generated<number>;
  last_used_at: CreatedAt;
  /** The name in the three languages (http/localized-text.ts, migration 0026). */
  name_i18n: TextI18nColumn;
}

/** Per-user tags, for instance the search history chips (type_code 'searchHistory'). */
export interface SysTagTable {
  id: string;
  user_id: string;
  type_code: string;
  name: string;
  created_at: CreatedAt;
  updated_at: Date;
}

export interface NewsClassTable {
  id: string;
  name: string;
  code: string;
  sn: Generated<number>;
  /** The name in the other languages, when seeded (migration 0049). */
  name_i18n: TextI18nColumn;
}

export interface NewsTable {
  id: string;
  classify_id: string;
  title: string;
  summary: string;
  /** Rich HTML. */
  content: string;
  cover_file_id: string | null;
  publisher: string;
  publish_time: Date;
  /** 1 published, 0 draft, 2 withdrawn (site administration, issue 36). */
  status: Generated<number>;
  /** The title, summary and content in the other languages, when seeded (migration 0049); none once edited. */
  title_i18n: TextI18nColumn;
  summary_i18n: TextI18nColumn;
  content_i18n: TextI18nColumn;
}

export interface ShortUrlTable {
  code: string;
  long_url: string;
  /** A guest link signs the visitor in as the guest user. */
  guest: Generated<boolean>;
  expires_at: Date | null;
  created_at: CreatedAt;
  /** A disabled link answers as one that does not exist (migration 0044). */
  enabled: Generated<boolean>;
  title: Generated<string>;
  /** How often the link was resolved. */
  hits: Generated<number>;
  updated_at: Generated<Date>;
}

/** An uploaded file; the bytes live in the file storage under storage_key. */
export interface FileTable {
  id: string;
  name: string;
  size: number;
  mime: string;
  ext: string;
  uploader_id: string | null;
  uploader_account: string | null;
  /** Uploads of one upload component share a batch, which the count limit applies to. */
  batch_id: string | null;
  /** JSON of the spare properties prop1 to prop6. */
  props: string | null;
  /** Readable without signing in (the site logo, news covers). */
  is_public: Generated<boolean>;
  storage_key: string;
  created_at: CreatedAt;
}

/** A user's electronic seal: an image file, its password and whether it may sign without it. */
export interface UserSealTable {
  user_id: string;
  file_id: string;
  password_hash: string | null;
  secret_free: Generated<boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface Database
  extends TenderSiteTables,
    TenderProjectTables,
    WorkflowTables,
    WorkflowListTables,
    BiddingTables,
    EvaluationTables,
    WorkflowShareTables,
    TaskActionTables,
    WorkflowInstanceTables,
    MessageTables,
    QuestionTables,
    AwardMailTables,
    MailTables,
    AdminTables,
    DirectoryTables,
    StructureTables,
    PrintTemplateTables {
  tenants: TenantTable;
  users: UserTable;
  auth_tokens: AuthTokenTable;
  procure_messages: ProcureMessageTable;
  dems: DemTable;
  orgs: OrgTable;
  jobs: JobTable;
  posts: PostTable;
  roles: RoleTable;
  user_orgs: UserOrgTable;
  user_posts: UserPostTable;
  user_roles: UserRoleTable;
  password_strategy: PasswordStrategyTable;
  verification_codes: VerificationCodeTable;
  dev_outbox: DevOutboxTable;
  sso_tickets: SsoTicketTable;
  stream_tickets: StreamTicketTable;
  companies: CompanyTable;
  rate_limit_hits: RateLimitHitTable;
  menus: MenuTable;
  portal_grants: PortalGrantTable;
  method_auths: MethodAuthTable;
  index_layouts: IndexLayoutTable;
  index_columns: IndexColumnTable;
  user_layout_configs: UserLayoutConfigTable;
  sys_apps: SysAppTable;
  often_entries: OftenEntryTable;
  sys_tags: SysTagTable;
  news_classes: NewsClassTable;
  news: NewsTable;
  short_urls: ShortUrlTable;
  files: FileTable;
  user_seals: UserSealTable;
}
