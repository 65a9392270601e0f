import { msg } from '@lit/localize';
import { NewsList } from '../../../elements/react/news-list.js';
import { NoticeList } from '../../../elements/react/notice-list.js';
import { portalUrl } from '../../base.js';
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
        moreHref={portalUrl('/bidNotice')}
        onEipNavigate={onNavigate}
      />
      <NoticeList
        variant="compact"
        type="bargain"
        pageSize={LATEST}
        heading={msg('中标公告')}
        moreHref={portalUrl('/bargainNotice')}
        onEipNavigate={onNavigate}
      />
      <NoticeList
        variant="compact"
        type="clear"
        pageSize={LATEST}
        heading={msg('澄清公告')}
        moreHref={portalUrl('/clearNotice')}
        onEipNavigate={onNavigate}
      />
      <NewsList
        variant="compact"
        pageSize={LATEST}
        heading={msg('新闻资讯')}
        moreHref={portalUrl('/newsInformation')}
        onEipNavigate={onNavigate}
      />
    </div>
  );
}
