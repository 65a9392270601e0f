import type { ColumnType } from 'kysely';

/** The global Word print template (migration 0054, workflow/print-template.ts). */
export interface PrintTemplateTable {
  /** 'global': the one template every instance's Word print fills. */
  scope: string;
  file_id: string;
  set_by: string | null;
  set_by_account: string;
  set_by_name: string;
  set_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PrintTemplateTables {
  bpm_print_templates: PrintTemplateTable;
}
