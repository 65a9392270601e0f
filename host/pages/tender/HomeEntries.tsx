import { msg } from '@lit/localize';
import { Link } from 'wouter';

/** Entries below the columns: the pre-notices, the tutorial and about us. */
export function HomeEntries() {
  const entries = [
    { href: '/bidNoticeBefore', icon: 'megaphone', label: msg('招标预告'), text: msg('即将开展的采购项目') },
    {
      href: '/bargainNoticeBefore',
      icon: 'trophy',
      label: msg('中标预公告'),
      text: msg('评审结果与候选人公示'),
    },
    { href: '/tutorial', icon: 'info-circle', label: msg('用户指南'), text: msg('采购人与供应商操作指引') },
    { href: '/aboutUs', icon: 'house', label: msg('关于我们'), text: msg('平台简介与联系方式') },
  ];
  return (
    <nav className="tender-home__entries" aria-label={msg('快捷入口')}>
      {entries.map((entry) => (
        <Link key={entry.href} href={entry.href} className="tender-home__entry">
          <sl-icon name={entry.icon} aria-hidden="true"></sl-icon>
          <span>
            <strong>{entry.label}</strong>
            <span>{entry.text}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
