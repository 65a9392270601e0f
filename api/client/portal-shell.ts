import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope, QueryBody } from '../contract/envelope.js';
import { parseJsonObject } from '../contract/json.js';
import { FRONT_MENU_ALIAS, type MenuItem } from '../contract/menu.js';
import type {
  AliasQuery,
  ColumnData,
  FrontHome,
  IndexColumn,
  IndexLayout,
  LayoutConfig,
  LayoutConfigBody,
  MenuQuery,
  MethodAuth,
  NewsItem,
  NewsQuery,
  OftenBody,
  OftenEntry,
  ShortUrlQuery,
  ShortUrlTarget,
  SysApp,
  SysTag,
  SysTagSaveBody,
} from '../contract/portal.js';
import type { IdQuery } from '../contract/schemas/common.js';
import { createBatcher } from './batch.js';
import type { HttpClient, HttpMethod } from './http.js';

/** Reads getDatasByAlias's value: a list of { alias, data } (or an object keyed by alias). */
function columnDataByAlias(value: unknown): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (entry && typeof entry === 'object' && 'alias' in entry) {
        answers.set(String((entry as ColumnData).alias), (entry as ColumnData).data);
      }
    }
  } else if (value && typeof value === 'object') {
    for (const [alias, data] of Object.entries(value)) answers.set(alias, data);
  }
  return answers;
}

/** The portal shell: menus, home, apps, tags, layouts and columns, news, short links (tender-portal 7.2). */
export function portalShellCalls(http: HttpClient) {
  const columnData = createBatcher<string, unknown>(async (aliases) => {
    const answer = await http.call<Envelope<unknown>>(PORTAL.sysIndexColumn_getDatasByAlias, {
      data: aliases,
    });
    return columnDataByAlias(answer.value);
  });

  return {
    /** The current user's menu tree under an alias (front_menu); its items become the staff routes. */
    getCurrentUserMenu: (menuAlias: string = FRONT_MENU_ALIAS, signal?: AbortSignal) =>
      http.call<Envelope<MenuItem[]>>(PORTAL.sysMenu_getCurrentUserMenu, {
        params: { menuAlias } satisfies MenuQuery,
        signal,
      }),
    /**
     * Current-user method authorisation, fetched after login. The spec does not name its path; this is the
     * reference backend's own, next to getCurrentUserMenu.
     */
    getCurrentUserMethodAuth: (signal?: AbortSignal) =>
      http.call<Envelope<MethodAuth>>(PORTAL.sysMenu_getCurrentUserMethodAuth, {
        signal,
      }),
    /** The staff home: the user's own layout when saved, else the default one. */
    vueFrontHome: (signal?: AbortSignal) =>
      http.call<Envelope<FrontHome>>(PORTAL.main_vueFrontHome, { signal }),
    /** Apps the current user may open, filtered by the body. */
    authList: (filter: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<SysApp[]>>(PORTAL.sysApp_authList, { data: filter, signal }),
    /** The user's frequently used entries, most used first. */
    often: (body: NonNullable<OftenBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<OftenEntry[]>>(PORTAL.system_often, { data: body, signal }),
    /** The user's tags (search history chips...), newest first; filter by typeCode. */
    queryTags: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<SysTag[]>>(PORTAL.sysTag_query, { data: query, signal }),
    saveTag: (body: SysTagSaveBody) => http.call<Envelope<SysTag>>(PORTAL.sysTag_save, { data: body }),
    getLayoutByAlias: (alias: string, signal?: AbortSignal) =>
      http.call<Envelope<IndexLayout>>(PORTAL.sysIndexLayoutManage_getByAlias, {
        params: { alias } satisfies AliasQuery,
        signal,
      }),
    getColumnByAlias: (alias: string, signal?: AbortSignal) =>
      http.call<Envelope<IndexColumn>>(PORTAL.sysIndexColumn_getByAlias, {
        params: { alias } satisfies AliasQuery,
        signal,
      }),
    /**
     * One column's data. Lookups within 50 ms go out as one getDatasByAlias with the list of aliases;
     * each caller gets its own column's entry (null when the column's call gave nothing).
     */
    getColumnDataByAlias: <T = unknown>(alias: string) => columnData(alias) as Promise<T | null | undefined>,
    /** A column's data straight from the url and method it is configured with. */
    loadColumnData: <T = unknown>(
      column: Pick<IndexColumn, 'dataUrl' | 'dataMethod' | 'dataParam'>,
      signal?: AbortSignal,
    ) => {
      const method: HttpMethod = column.dataMethod === 'POST' ? 'POST' : 'GET';
      const params = parseJsonObject(column.dataParam);
      return http.requestUrl<Envelope<T>>(
        method,
        column.dataUrl ?? '',
        method === 'POST' ? { data: params, signal } : { params, signal },
      );
    },
    /** Saves the user's arrangement of a layout; the answer's configContent carries the save time. */
    saveUserLayoutConfig: (config: LayoutConfigBody) =>
      http.call<Envelope<LayoutConfig>>(PORTAL.portalUserLayoutConfig_save, { data: config }),
    /** Published news of a class (its id or code), newest first. */
    getNews: (query: NewsQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<NewsItem[]>>(PORTAL.portalNewsNotice_getNews, { params: { ...query }, signal }),
    getNewsById: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<NewsItem>>(PORTAL.portalNewsNotice_getNewsById, {
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** What a /surl/{code} short link stands for: the long url and, for guest links, a guest token. */
    getLongUrlByShortUrl: (shortUrl: string, signal?: AbortSignal) =>
      http.call<Envelope<ShortUrlTarget>>(PORTAL.shorturlManage_getLongUrlByShortUrl, {
        params: { shortUrl } satisfies ShortUrlQuery,
        signal,
      }),
  };
}
