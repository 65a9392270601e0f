export type { LayoutAdminSaveBody } from './schemas/layout-admin.js';

/**
 * 门户布局 (系统管理): the staff home's index layout as its administrator arranges it. A layout's
 * config_content places columns on a grid of LAYOUT_GRID_SPAN units (`{ updateTime, columns: [{ alias,
 * x, y, w, h }] }`); the staff home draws them in reading order (top to bottom, left to right), each `w`
 * units wide, so the administrator sets their order and width and the server works out x and y.
 */

/** The width of the layout grid: a column spans 1 to this many units. */
export const LAYOUT_GRID_SPAN = 24;
/** The most columns a layout places (the staff home asks for their data in one getDatasByAlias). */
export const LAYOUT_COLUMNS_MAX = 20;
/** The most height units a column may have (the format's `h`; the staff home sizes columns by content). */
export const LAYOUT_HEIGHT_MAX = 48;
/** The height a newly placed column gets. */
export const LAYOUT_DEFAULT_HEIGHT = 4;

/** A column as the layout places it: its alias, name in the caller's language, width and height units. */
export interface LayoutAdminColumn {
  alias: string;
  name: string;
  w: number;
  h: number;
}

/** A column the layout may place (index_columns). */
export interface LayoutColumnChoice {
  alias: string;
  name: string;
  colType?: string;
}

/** sysIndexLayoutManage/adminDefault: the default layout, its columns in reading order, and every column. */
export interface AdminIndexLayout {
  id: string;
  alias: string;
  name: string;
  updateTime: string;
  columns: LayoutAdminColumn[];
  available: LayoutColumnChoice[];
}
