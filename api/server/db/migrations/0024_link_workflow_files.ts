import { type Kysely, sql } from 'kysely';

/**
 * Since issue 34 (item 20) a file nothing links is its uploader's alone, and workflow attachments are
 * linked when they are saved: form fields and opinions to their instance, a task draft's files to the
 * task. Attachments saved before that have no link, so their approvers could no longer open them: this
 * links them as they would have been linked when saved. Before the change any signed-in user could
 * read them, so no one gains a file they could not read already.
 * Written out, not imported from workflow/: a migration stays as it landed.
 */
interface AttachmentLike {
  response?: { fileId?: unknown };
}

/** The file ids of attachment lists (`[{ response: { fileId } }]`) anywhere in a JSON text's top level. */
function fileIdsIn(json: string | null): string[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const lists = Array.isArray(parsed)
    ? [parsed]
    : parsed && typeof parsed === 'object'
      ? Object.values(parsed).filter(Array.isArray)
      : [];
  return lists
    .flat()
    .map((entry) => (entry as AttachmentLike | null)?.response?.fileId)
    .filter((id): id is string => typeof id === 'string');
}

interface Link {
  file_id: string;
  object_type: 'bpmInstance' | 'bpmTask';
  object_id: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const links: Link[] = [];
  const add = (objectType: Link['object_type'], objectId: string, json: string | null) => {
    for (const file_id of new Set(fileIdsIn(json)))
      links.push({ file_id, object_type: objectType, object_id: objectId });
  };
  const instances = await sql<{ id: string; form_data: string | null }>`
    select id, form_data from bpm_instances where form_data like '%fileId%'`.execute(db);
  for (const row of instances.rows) add('bpmInstance', row.id, row.form_data);
  const opinions = await sql<{ inst_id: string; files: string | null }>`
    select inst_id, files from bpm_opinions where files like '%fileId%'`.execute(db);
  for (const row of opinions.rows) add('bpmInstance', row.inst_id, row.files);
  const drafts = await sql<{ id: string; draft_data: string | null; draft_files: string | null }>`
    select id, draft_data, draft_files from bpm_tasks
    where draft_files like '%fileId%' or draft_data like '%fileId%'`.execute(db);
  for (const row of drafts.rows) {
    add('bpmTask', row.id, row.draft_files);
    add('bpmTask', row.id, row.draft_data);
  }
  // Only files that exist; a link already made stays as it is.
  for (let start = 0; start < links.length; start += 500) {
    const batch = links.slice(start, start + 500);
    await sql`insert into file_links (file_id, object_type, object_id)
      select v.file_id, v.object_type, v.object_id
      from (values ${sql.join(batch.map((link) => sql`(${link.file_id}, ${link.object_type}, ${link.object_id})`))})
        as v (file_id, object_type, object_id)
      where exists (select 1 from files f where f.id = v.file_id)
      on conflict do nothing`.execute(db);
  }
}

/** The links stay: which of them this migration made and which a save made since cannot be told apart. */
export async function down(): Promise<void> {}
