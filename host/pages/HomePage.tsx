import { RenderInTurn } from '../layout/RenderInTurn.js';
import type { PageProps } from '../routing/public-routes.js';
import { HomeColumns } from './tender/HomeColumns.js';
import { HomeEntries } from './tender/HomeEntries.js';
import { HomeSearch } from './tender/HomeSearch.js';
import { installTenderPageStyles } from './tender/tender-page-styles.js';

installTenderPageStyles();

/** The tender site's home: the project search, the latest notices and news, and the help entries. */
export function HomePage({ title }: PageProps) {
  return (
    <div className="tender-home">
      <HomeSearch title={title} />
      <RenderInTurn>
        <HomeColumns />
      </RenderInTurn>
      <RenderInTurn>
        <HomeEntries />
      </RenderInTurn>
    </div>
  );
}
