import { msg } from '@lit/localize';
import { useLocation } from 'wouter';
import { TenderSearchBar } from '../../../elements/react/tender-search-bar.js';
import { searchHref } from './search-url.js';
import { useSearchHistory } from './use-search-history.js';

/** The home banner: the site's name and the project search, with the signed-in user's history. */
export function HomeSearch({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const { history, add, remove, clear } = useSearchHistory();
  return (
    <section className="tender-home__hero" aria-labelledby="home-title" data-shows-at-once>
      <div>
        <h1 id="home-title">{title}</h1>
        <p>{msg('公开、公平、公正的电子化招标采购服务')}</p>
      </div>
      <TenderSearchBar
        history={history}
        onEipSearch={(event) => {
          void add(event.detail.keyword);
          navigate(searchHref(event.detail));
        }}
        onEipHistoryRemove={(event) => void remove(event.detail.name)}
        onEipHistoryClear={() => void clear()}
      />
    </section>
  );
}
