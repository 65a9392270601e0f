import { type KeyboardEvent, useId } from 'react';

export interface FlowTab<K extends string> {
  key: K;
  title: string;
  count?: number;
}

/**
 * Tabs over the lists of one page (list / cards / delegated...): a tablist whose arrow keys move
 * between tabs; the panel is the page's, labelled by the chosen tab.
 */
export function FlowTabs<K extends string>({
  tabs,
  value,
  label,
  onChange,
}: {
  tabs: FlowTab<K>[];
  value: K;
  label: string;
  onChange: (key: K) => void;
}) {
  const id = useId();
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onChange(next.key);
    document.getElementById(`${id}-${next.key}`)?.focus();
  };
  return (
    <div className="flow-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          id={`${id}-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === value}
          tabIndex={tab.key === value ? 0 : -1}
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.title}
          {tab.count !== undefined && <span className="flow-tabs__count">{tab.count}</span>}
        </button>
      ))}
    </div>
  );
}
