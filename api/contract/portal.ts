// The request shapes of the portal shell are TypeBox schemas; their types are re-exported here.
export type {
  AliasQuery,
  LayoutConfigBody,
  MenuQuery,
  NewsQuery,
  OftenBody,
  PinyinQuery,
  ShortUrlQuery,
  SysTagSaveBody,
} from './schemas/portal.js';

import type { FileListEntry } from './files.js';

/** getPinyin's type: 0 the full pinyin without tones (中国 -> zhongguo), 1 the first letters (zg). */
export const PINYIN_TYPES = { full: 0, firstLetters: 1 } as const;

/** A user's own arrangement of a portal layout (POST portalUserLayoutConfig/v1/save). */
export interface LayoutConfig {
  layoutId: string;
  /** JSON text; carries at least `updateTime`. */
  configContent: string;
}

/** A portal index layout by alias (sysIndexLayoutManage getByAlias). */
export interface IndexLayout {
  id: string;
  alias: string;
  name: string;
  /** The layout's HTML or JSON template. */
  templateHtml?: string;
  /** The layout as its designer saved it (JSON). */
  configContent?: string;
  updateTime?: string;
  isDefault?: boolean;
  /** The user's own configuration of it, when saved. */
  userConfig?: LayoutConfig | null;
  [key: string]: unknown;
}

/** The staff home (vueFrontHome): the user's own layout when saved, else the default one. */
export interface FrontHome {
  layoutId: string;
  layoutAlias: string;
  title: string;
  /** JSON; the user's own carries `updateTime`. */
  configContent: string;
  updateTime: string;
  /** When the layout itself last changed: newer than the user's copy means 'get latest portal'. */
  layoutUpdateTime: string;
  /** The user's own arrangement rather than the default. */
  personal: boolean;
}

export const COLUMN_DATA_METHODS = ['GET', 'POST'] as const;
export type ColumnDataMethod = (typeof COLUMN_DATA_METHODS)[number];

/** A portal column (sysIndexColumn getByAlias): where and how its data is loaded. */
export interface IndexColumn {
  id: string;
  alias: string;
  name: string;
  colType?: string;
  /** The url its data comes from (a documented call, with its service prefix). */
  dataUrl?: string;
  dataMethod?: ColumnDataMethod;
  /** JSON of the parameters sent with the data call. */
  dataParam?: string;
  templateHtml?: string;
  [key: string]: unknown;
}

/** One column's data as getDatasByAlias answers it. */
export interface ColumnData<T = unknown> {
  alias: string;
  data: T;
}

export interface NewsItem {
  id: string;
  title: string;
  classifyId?: string;
  classifyName?: string;
  /** Rich text; getNewsById only. */
  content?: string;
  /** Its attachments (files of the file service); getNewsById only. */
  attachments?: FileListEntry[];
  summary?: string;
  coverFileId?: string;
  publisher?: string;
  publishTime?: string;
  [key: string]: unknown;
}

/** What a short link resolves to (getLongUrlByShortUrl). */
export interface ShortUrlTarget {
  url: string;
  guestToken?: string;
}

/** A tag the user keeps, such as a search history chip (typeCode says which list). */
export interface SysTag {
  id?: string;
  name: string;
  typeCode?: string;
  createTime?: string;
  updateTime?: string;
  [key: string]: unknown;
}

export interface SysApp {
  id: string;
  name: string;
  code?: string;
  url?: string;
  icon?: string;
  description?: string;
  target?: string;
  sn?: number;
  [key: string]: unknown;
}

/** A frequently used entry of the user (POST /system/often). */
export interface OftenEntry {
  id: string;
  name: string;
  url: string;
  icon?: string;
  kind: string;
  useCount: number;
  lastUsedTime: string;
}

/** Current-user method authorisation: every method alias and those the user may call. */
/** The answer header telling the version of the method rights (MethodAuth.version), on every signed-in answer. */
export const METHOD_RIGHTS_HEADER = 'x-method-rights-version';

export interface MethodAuth {
  allMethod: string[];
  curUserMethod: string[];
  /**
   * The version of the method rights these were read under; every signed-in answer tells the current one
   * in its X-Method-Rights-Version header, so a client holding an older one reads them again.
   */
  version?: string;
}
