import { type Static, Type } from 'typebox';

/**
 * sysIndexLayoutManage/adminSave: the layout's columns in reading order, each with its width (and its
 * height, kept as placed). The server checks the columns exist and the sizes fit the grid.
 */
export const LayoutAdminSaveBody = Type.Object(
  {
    layoutId: Type.String({ minLength: 1, maxLength: 64 }),
    columns: Type.Array(
      Type.Object(
        {
          alias: Type.String({ minLength: 1, maxLength: 64 }),
          w: Type.Integer(),
          h: Type.Optional(Type.Integer()),
        },
        { additionalProperties: false },
      ),
      // The server says what is wrong with too few or too many (at least one, LAYOUT_COLUMNS_MAX at most).
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type LayoutAdminSaveBody = Static<typeof LayoutAdminSaveBody>;

/** The fields as a refusal names them. */
export const LAYOUT_FIELD_LABELS: Record<string, string> = {
  layoutId: '布局',
  columns: '栏目',
  alias: '栏目',
  w: '栏目宽度',
  h: '栏目高度',
};
