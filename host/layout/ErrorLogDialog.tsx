import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { msg } from '@lit/localize';
import { useRef, useState } from 'react';
import { clearErrorLog, useErrorLog } from '../session/error-log-store.js';
import { useElementEvent } from '../use-element-event.js';

const searchLinks = (text: string) => [
  { label: 'Baidu', href: `https://www.baidu.com/s?wd=${encodeURIComponent(text)}` },
  { label: 'Google', href: `https://www.google.com/search?q=${encodeURIComponent(text)}` },
];

/**
 * In production builds: a button that appears once errors were caught, opening 系统错误列表 (route,
 * message, stack, search links) with 暂不显示 to clear the list.
 */
export function ErrorLogDialog() {
  const { entries } = useErrorLog();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLElement>(null);
  useElementEvent(dialog, 'sl-after-hide', (event) => {
    if (event.target === dialog.current) setOpen(false);
  });
  if (!entries.length) return null;
  return (
    <>
      <button
        type="button"
        className="error-log__trigger"
        onClick={() => setOpen(true)}
        aria-label={msg('系统错误列表')}
      >
        <sl-icon name="bug" aria-hidden="true"></sl-icon>
        <span>{entries.length}</span>
      </button>
      <sl-dialog
        ref={dialog}
        label={msg('系统错误列表')}
        open={open}
        className="error-log"
        style={{ '--width': '900px' } as React.CSSProperties}
      >
        <div className="table-wrap">
          <table className="error-log__table">
            <thead>
              <tr>
                <th scope="col">{msg('路由')}</th>
                <th scope="col">{msg('错误信息')}</th>
                <th scope="col">{msg('错误详情')}</th>
                <th scope="col">{msg('搜索')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.route}</td>
                  <td>{entry.message}</td>
                  <td>
                    <pre>{entry.stack}</pre>
                  </td>
                  <td>
                    {searchLinks(entry.message).map((link) => (
                      <a key={link.label} href={link.href} target="_blank" rel="noreferrer">
                        {link.label}
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button
          type="button"
          slot="footer"
          className="button-secondary"
          onClick={() => {
            clearErrorLog();
            setOpen(false);
          }}
        >
          {msg('暂不显示')}
        </button>
      </sl-dialog>
    </>
  );
}
