import type { ColumnType } from 'kysely';

/**
 * A portal account whose password the company directory keeps (0037_directory_users): the entry it was
 * last read from, and the organisation the directory placed it in (so that a move in the directory
 * takes it out of the old one). Accounts without a row are the portal's own.
 */
export interface UserDirectoryEntryTable {
  user_id: string;
  dn: string;
  org_id: string | null;
  synced_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The directory tables, merged into `Database`. */
export interface DirectoryTables {
  user_directory_entries: UserDirectoryEntryTable;
}
