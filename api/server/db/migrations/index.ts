import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './0001_foundation.js';

/**
 * Every schema migration, in order. Listed statically (not read from a folder) so the server runs the
 * same from source, from a bundle and in tests. Add a new one at the end; never edit a landed one.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
