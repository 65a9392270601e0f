import type { ProjectState } from '../../../api/contract/procure-project.js';
import type { SearchStatus } from '../../../api/contract/tender.js';
import type { ProjectListSource } from '../../../elements/project-list/project-list.component.js';
import { ProjectList } from '../../../elements/react/project-list.js';
import { useElementNavigation } from '../../use-element-navigation.js';
import { useQueryParams } from './use-query-param.js';

/** A project list whose search, filters and page live in the address, so back and forward work. */
export function ProjectListView({
  source,
  fixedStatus,
  authoring = false,
}: {
  source: ProjectListSource;
  /** The purchaser's own projects: drafts open in the editor, and each may be copied as a new one. */
  authoring?: boolean;
  /** Only projects in this search status, without the search form (a short list on another page). */
  fixedStatus?: SearchStatus;
}) {
  const [params, update] = useQueryParams();
  const onNavigate = useElementNavigation();
  return (
    <ProjectList
      source={source}
      noFilters={fixedStatus !== undefined}
      authoring={authoring}
      keyword={params.get('keyword') ?? ''}
      status={fixedStatus ?? ((params.get('status') ?? '') as SearchStatus | '')}
      state={(params.get('state') ?? '') as ProjectState | ''}
      page={Number(params.get('page')) || 1}
      pageSize={Number(params.get('pageSize')) || 10}
      onEipNavigate={onNavigate}
      onEipProjectFilterChange={(event) => update({ ...event.detail.filters, page: undefined })}
      onEipPageChange={(event) =>
        update({
          page: event.detail.page > 1 ? event.detail.page : undefined,
          pageSize: event.detail.pageSize === 10 ? undefined : event.detail.pageSize,
        })
      }
    />
  );
}
