import { NoticeDetail } from '../../../elements/react/notice-detail.js';
import { useElementNavigation } from '../../use-element-navigation.js';

/** One notice of a list page (?id=), with its attachments, history and related notices. */
export function NoticeDetailView({ id }: { id: string }) {
  const onNavigate = useElementNavigation();
  return <NoticeDetail noticeId={id} onEipNavigate={onNavigate} />;
}
