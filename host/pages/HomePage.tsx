import { msg } from '@lit/localize';
import { Link } from 'wouter';
import type { PageProps } from '../routes/public-routes.js';

/** The tender site's home: what the site offers and where each part lives. */
export function HomePage({ title }: PageProps) {
  const entries = [
    {
      href: '/bidNotice',
      icon: 'megaphone',
      label: msg('招标公告'),
      text: msg('正在招标与即将开始的采购项目'),
    },
    { href: '/bargainNotice', icon: 'trophy', label: msg('中标公告'), text: msg('已完成项目的成交结果公示') },
    {
      href: '/clearNotice',
      icon: 'file-earmark-text',
      label: msg('澄清公告'),
      text: msg('招标文件的澄清与变更说明'),
    },
    {
      href: '/onlineBidding',
      icon: 'house',
      label: msg('在线竞价'),
      text: msg('报名、确认邀请与多轮在线报价'),
    },
  ];
  return (
    <div className="home">
      <section className="home__hero">
        <h1>{title}</h1>
        <p>{msg('公开、公平、公正的电子化招标采购服务')}</p>
      </section>
      <section className="home__entries" aria-label={msg('业务入口')}>
        {entries.map((entry) => (
          <Link key={entry.href} href={entry.href} className="home__entry">
            <sl-icon name={entry.icon} aria-hidden="true"></sl-icon>
            <strong>{entry.label}</strong>
            <span>{entry.text}</span>
          </Link>
        ))}
      </section>
    </div>
  );
}
