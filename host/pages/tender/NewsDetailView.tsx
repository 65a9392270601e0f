import { NewsDetail } from '../../../elements/react/news-detail.js';

/** One news article (?id= of the news page), with its rich text. */
export function NewsDetailView({ id }: { id: string }) {
  return <NewsDetail newsId={id} />;
}
