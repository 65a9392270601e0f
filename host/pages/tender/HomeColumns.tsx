import { msg } from '@lit/localize';
import { NewsList, NoticeList } from '../../../elements/react.js';
import { useElementNavigation } from '../../use-element-navigation.js';

const LATEST = 7;

/** The latest tender, award and clarification notices and news, each with its 'more' link. */
export function HomeColumns() {
  const onNavigate = useElementNavigation();
  return (
    <div className="tender-home__columns">
      <NoticeList
        variant="compact"
        type="bid"
        pageSize={LATEST}
        heading={msg('招标公告')}
        moreHref="/front/bidNotice"
        onEipNavigate={onNavigate}
      />
      <NoticeList
        variant="compact"
        type="bargain"
        pageSize={LATEST}
        heading={msg('中标公告')}
        moreHref="/front/bargainNotice"
        onEipNavigate={onNavigate}
      />
      <NoticeList
        variant="compact"
        type="clear"
        pageSize={LATEST}
        heading={msg('澄清公告')}
        moreHref="/front/clearNotice"
        onEipNavigate={onNavigate}
      />
      <NewsList
        variant="compact"
        pageSize={LATEST}
        heading={msg('新闻资讯')}
        moreHref="/front/newsInformation"
        onEipNavigate={onNavigate}
      />
    </div>
  );
}
