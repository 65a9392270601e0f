import { msg } from '@lit/localize';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { ColumnName } from '../../../api/contract/tender-site.js';
import { RichText } from '../../../elements/react/rich-text.js';
import { Breadcrumb } from '../../layout/Breadcrumb.js';
import { useColumnContents } from './use-column-contents.js';
import { useQueryParams } from './use-query-param.js';

export interface ColumnTab {
  label: string;
  /** The columns shown one after another; each is a section with its title. */
  columns: ColumnName[];
  /** Ids to give sections instead of their column names, for links such as #history. */
  anchors?: Partial<Record<ColumnName, string>>;
}

/**
 * A page of the site's columns (about us, tutorial): a side menu of tabs chosen by ?active=, the
 * chosen tab's columns as sanitized rich text. Each section's id is its column name (or its anchor),
 * so a link can point into it.
 */
export function ColumnsPage({ path, title, tabs }: { path: string; title: string; tabs: ColumnTab[] }) {
  const [params] = useQueryParams();
  const asked = Number(params.get('active') ?? 0);
  const active = Number.isInteger(asked) && asked >= 0 && asked < tabs.length ? asked : 0;
  const tab = tabs[active] ?? tabs[0];
  const { columns, loading, error } = useColumnContents(tab?.columns ?? []);

  useEffect(() => {
    const anchor = window.location.hash.slice(1);
    if (!loading && anchor) document.getElementById(anchor)?.scrollIntoView();
  }, [loading]);

  return (
    <div className="tender-page">
      <Breadcrumb
        trail={[{ title: msg('首页'), href: '/index' }, { title, href: path }, { title: tab?.label ?? '' }]}
      />
      <div className="tender-columns">
        <nav className="tender-columns__menu">
          <h1 id="columns-menu-title">{title}</h1>
          {tabs.map((item, index) => (
            <Link
              key={item.label}
              href={`${path}?active=${index}`}
              aria-current={index === active ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="tender-card tender-columns__content" aria-busy={loading}>
          {loading ? (
            <p className="tender-columns__state" role="status">
              {msg('加载中…')}
            </p>
          ) : error ? (
            <p className="tender-columns__state" role="alert">
              {error}
            </p>
          ) : columns.length === 0 ? (
            <p className="tender-columns__state">{msg('暂无内容')}</p>
          ) : (
            columns.map((column) => (
              <section
                key={column.columnName}
                id={tab?.anchors?.[column.columnName as ColumnName] ?? column.columnName}
                aria-labelledby={`${column.columnName}-title`}
              >
                <h2 id={`${column.columnName}-title`}>{column.title}</h2>
                <RichText content={column.content} />
              </section>
            ))
          )}
        </div>
      </div>
    </div>
  );
}
