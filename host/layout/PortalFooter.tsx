import { msg } from '@lit/localize';
import { Link } from 'wouter';
import { publicUrl } from '../base.js';

/** The footer links of tender-portal section 2.4, contact details, QR code and the ICP line. */
export function PortalFooter({ title }: { title: string }) {
  const groups = [
    {
      heading: msg('关于我们'),
      links: [
        { href: '/aboutUs?active=0', label: msg('公司简介') },
        { href: '/aboutUs?active=0#history', label: msg('发展历程') },
        { href: '/aboutUs?active=1', label: msg('联系我们') },
      ],
    },
    {
      heading: msg('帮助中心'),
      links: [
        { href: '/tutorial?active=2', label: msg('常见问题') },
        { href: '/tutorial?active=0', label: msg('采购人指南') },
        { href: '/tutorial?active=1', label: msg('供应商指南') },
      ],
    },
  ];
  return (
    <footer className="portal-footer">
      <div className="portal-footer__inner">
        {groups.map((group) => (
          <nav key={group.heading} aria-label={group.heading} className="portal-footer__group">
            <h2>{group.heading}</h2>
            {group.links.map((link) => (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ))}
          </nav>
        ))}
        <address className="portal-footer__contact">
          <h2>{msg('联系方式')}</h2>
          <span>
            <sl-icon name="envelope" aria-hidden="true"></sl-icon> service@eip-tender.example.com
          </span>
          <span>
            <sl-icon name="telephone" aria-hidden="true"></sl-icon> 0571-88886666
          </span>
          <span>
            <sl-icon name="geo-alt" aria-hidden="true"></sl-icon> {msg('浙江省杭州市西湖区文三路 90 号')}
          </span>
          <span>{msg('邮编：')}310012</span>
        </address>
        <figure className="portal-footer__qr">
          <img src={publicUrl('qrcode.svg')} alt={msg('关注公众号的二维码')} width={96} height={96} />
          <figcaption>{msg('扫码关注公众号')}</figcaption>
        </figure>
      </div>
      <p className="portal-footer__copyright">
        © 2026 {title} · {msg('版权所有')} · <span>浙ICP备20260001号-1</span>
      </p>
    </footer>
  );
}
