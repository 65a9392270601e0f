import { msg } from '@lit/localize';
import { Link } from 'wouter';

/** The news classes of the reference backend (portalNewsNotice classifyId, by code). */
export const NEWS_CLASSES = ['notice', 'company', 'industry'] as const;

function classLabel(code: (typeof NEWS_CLASSES)[number]): string {
  switch (code) {
    case 'notice':
      return msg('通知公告');
    case 'company':
      return msg('公司新闻');
    case 'industry':
      return msg('行业动态');
  }
}

/** All news, or one class. */
export function NewsTabs({ active }: { active: string }) {
  const tabs = [
    { code: '', label: msg('全部') },
    ...NEWS_CLASSES.map((code) => ({ code, label: classLabel(code) })),
  ];
  return (
    <nav aria-label={msg('新闻分类')}>
      <ul className="tender-tabs">
        {tabs.map((tab) => (
          <li key={tab.code}>
            <Link
              href={tab.code ? `/newsInformation?classifyId=${tab.code}` : '/newsInformation'}
              aria-current={active === tab.code ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
