/** Business constants and limits (tender-portal section 9, workflow-portal section 9). */

/** Upload component defaults. */
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_SIZE_MB = 50;
export const UPLOAD_MAX_SIZE_BYTES = UPLOAD_MAX_SIZE_MB * 1024 * 1024;
/**
 * Uploads that name no batch (a client that counts nothing itself): at most this many by one user in an
 * hour, the size of a page of several upload fields. A batch holds at most UPLOAD_MAX_FILES.
 */
export const UPLOAD_UNBATCHED_MAX_PER_HOUR = 60;

/** Card page sizes of the workflow home: to-do 21, new process 11, leader to-do 6. */
export const CARD_SIZES = { todo: 21, newProcess: 11, leaderTodo: 6 } as const;

/** Badge counts above this show as `99+`. */
export const BADGE_CAP = 99;
export const UNREAD_POLL_INTERVAL_MS = 60_000;

export const CODE_RESEND_SECONDS = 60;
export const CODE_LENGTH = 6;
export const PHONE_LENGTH = 11;
/** Minimum password length when no password strategy is enabled. */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
/** Logout follows a successful password change after this delay. */
export const PASSWORD_CHANGE_LOGOUT_DELAY_MS = 300;
export const PASSWORD_DIALOG_WIDTH = 500;

export const REQUEST_TIMEOUT_MS = 60_000;
/** Portal shell message duration. */
export const MESSAGE_DURATION_MS = 1800;
/** Default toast duration (type success, text 操作成功). */
export const TOAST_DURATION_MS = 3000;
/** Lookups by alias within this window go out as one request. */
export const ALIAS_BATCH_DELAY_MS = 50;
/** The largest page a list call answers (pageBean.pageSize). */
export const MAX_PAGE_SIZE = 1000;

export const MOBILE_BREAKPOINT_PX = 992;
export const RESIZE_DEBOUNCE_MS = 300;
export const MOBILE_SIDEBAR_FOLD_MS = 2000;
export const KEEP_ALIVE_MAX = 99;
export const PROGRESS_BAR_SPEED_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Signature status turns success this long after a successful seal request. */
export const SIGNATURE_SUCCESS_DELAY_MS = 300;
/** Menu titles longer than this get a tooltip: submenu 5, item 8 characters. */
export const MENU_TITLE_TOOLTIP_LENGTH = { submenu: 5, item: 8 } as const;
/**
 * The largest amount of money the portal takes (quotations, review amounts, bidding steps): what the
 * Chinese capitals can spell, eleven integer digits and two decimals.
 */
export const MONEY_MAX = 99_999_999_999.99;

export const DEFAULT_TENANT_CODE = 'platform';
export const DEFAULT_TENANT_ID = -1;
export const TOKEN_KEY = 'token';
export const PUBLIC_PATH = '/front';

/** The largest JSON (or form) body a call accepts: 1 MB; files go through the upload call. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
