import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'wouter';
import type { BadgeSource } from '../../api/contract/badge.js';
import { TodoBadge } from '../../elements/react/todo-badge.js';
import type { TodoBadge as TodoBadgeElement } from '../../elements/todo-badge/todo-badge.js';

interface HeaderBadgeProps {
  /** Where a click leads (the list the count is of). */
  href: string;
  source: BadgeSource;
  /** What is counted (待办消息, 内部消息): the link's name and the badge's announcement. */
  label: string;
  icon: string;
  /** The count shown, for the link's accessible name. */
  count: number;
  /** An event on window after which the count is loaded again at once (something was read). */
  refreshOn: string;
  onCount: (count: number) => void;
  className: string;
}

/** A count in the header over an icon link: loaded by `<todo-badge>`, reloaded when `refreshOn` fires. */
export function HeaderBadge({
  href,
  source,
  label,
  icon,
  count,
  refreshOn,
  onCount,
  className,
}: HeaderBadgeProps) {
  const badge = useRef<TodoBadgeElement>(null);
  useEffect(() => {
    const refresh = () => void badge.current?.refresh();
    window.addEventListener(refreshOn, refresh);
    return () => window.removeEventListener(refreshOn, refresh);
  }, [refreshOn]);
  return (
    <Link
      href={href}
      className={`header-badge ${className}`}
      // The badge's own words, so that the name holds the count it shows (WCAG 2.5.3).
      aria-label={count ? `${label}: ${count}` : label}
    >
      <TodoBadge
        ref={badge}
        source={source}
        label={label}
        // At once, not at React's next turn: the badge draws its new count in this task's microtasks, and the
        // link's name must say it by then (an accessibility check between the two saw them disagree).
        onEipCountChange={(event) => flushSync(() => onCount(event.detail.count))}
      >
        <sl-icon name={icon} aria-hidden="true"></sl-icon>
      </TodoBadge>
    </Link>
  );
}
