import { sql } from 'kysely';
import { rechainAudit } from '../bidding/audit-chain.js';
import type { Db } from '../db/database.js';
import { BEIJING_OFFSET_MS, beijingText } from './tender.js';

/**
 * A demo database that lives for weeks stays a demo: its projects keep windows in every state relative
 * to today. The time it was seeded is its anchor; at each start the demo world moves forward by the
 * whole hours since then (every date below, and the times the notices write in their text), and the
 * anchor with it.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The dates of the demo world that move with it, by table. */
const MOVING_DATES: Record<string, string[]> = {
  procure_projects: [
    'register_start_time',
    'register_end_time',
    'bid_start_time',
    'bid_end_time',
    'created_at',
    'updated_at',
    'state_changed_at',
    'quotation_ended_at',
  ],
  procure_registrations: ['created_at', 'updated_at', 'reviewed_at'],
  procure_bid_windows: ['start_time', 'end_time'],
  procure_quotations: ['created_at'],
  procure_quotation_audit: ['created_at'],
  procure_bid_events: ['created_at'],
  procure_collections: ['created_at'],
  procure_notices: ['publish_time', 'created_at', 'updated_at'],
  notice_history: ['publish_time'],
  procure_messages: ['created_at', 'read_at'],
  news: ['publish_time'],
  bpm_instances: ['created_at', 'updated_at', 'ended_at'],
  bpm_tasks: ['created_at', 'completed_at', 'due_at'],
  bpm_opinions: ['created_at', 'completed_at'],
  bpm_task_reads: ['created_at', 'read_at'],
  bpm_timers: ['created_at', 'due_at', 'fired_at'],
  bpm_secretaries: ['created_at'],
};

/** Rich text that writes dates out (`2026年3月5日 09:00`), keyed by `id`. */
const MOVING_TEXTS: { table: 'procure_notices' | 'notice_history'; column: 'content' }[] = [
  { table: 'procure_notices', column: 'content' },
  { table: 'notice_history', column: 'content' },
];

const BEIJING_TIME_TEXT = /(\d{4})年(\d{1,2})月(\d{1,2})日 (\d{2}):(\d{2})/g;

/** The text with every Beijing time in it moved by `ms`. */
export function movedTimeTexts(text: string, ms: number): string {
  return text.replace(BEIJING_TIME_TEXT, (_, year, month, day, hour, minute) => {
    const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
    return beijingText(new Date(utc - BEIJING_OFFSET_MS + ms));
  });
}

async function ensureAnchorTable(db: Db): Promise<void> {
  await sql`create table if not exists demo_anchor (id integer primary key, anchored_at timestamptz not null)`.execute(
    db,
  );
}

async function anchorOf(db: Db): Promise<Date | undefined> {
  const { rows } = await sql<{ anchored_at: Date }>`select anchored_at from demo_anchor where id = 1`.execute(
    db,
  );
  return rows[0] ? new Date(rows[0].anchored_at) : undefined;
}

/** Records when the demo data was seeded (or, for a test, pretends another time). */
export async function setDemoAnchor(db: Db, at: Date): Promise<void> {
  await ensureAnchorTable(db);
  await sql`insert into demo_anchor (id, anchored_at) values (1, ${at})
    on conflict (id) do update set anchored_at = excluded.anchored_at`.execute(db);
}

/**
 * Moves the demo world forward by the whole hours since its anchor; answers how far (0 when less
 * than an hour passed). A demo database seeded before anchors existed adopts now as its anchor.
 */
export async function reanchorDemoData(db: Db, now = new Date()): Promise<number> {
  await ensureAnchorTable(db);
  const anchor = await anchorOf(db);
  if (!anchor) {
    await setDemoAnchor(db, now);
    return 0;
  }
  const shift = Math.floor((now.getTime() - anchor.getTime()) / HOUR_MS) * HOUR_MS;
  if (shift <= 0) return 0;
  await db.transaction().execute(async (trx) => {
    const by = sql`make_interval(secs => ${shift / 1000})`;
    for (const [table, columns] of Object.entries(MOVING_DATES)) {
      const assignments = sql.join(
        columns.map((column) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${by}`),
      );
      await sql`update ${sql.table(table)} set ${assignments}`.execute(trx);
    }
    for (const { table, column } of MOVING_TEXTS) {
      const rows = await trx
        .selectFrom(table)
        .select(['id', column])
        .where(column, 'like', '%年%月%日%')
        .execute();
      for (const row of rows) {
        const moved = movedTimeTexts(row.content, shift);
        if (moved !== row.content) {
          await trx.updateTable(table).set({ content: moved }).where('id', '=', row.id).execute();
        }
      }
    }
    // The audit records' times moved: their chains are hashed again (a demo's, not a real trail).
    await rechainAudit(trx);
    await setDemoAnchor(trx, new Date(anchor.getTime() + shift));
  });
  // Every row of these tables was written anew. The embedded database has no autovacuum: the old versions
  // (and their entries in the indexes, which the lists then read through) would stay until one ran.
  const tables = sql.join(Object.keys(MOVING_DATES).map((table) => sql.table(table)));
  await sql`vacuum analyze ${tables}`.execute(db);
  return shift;
}
