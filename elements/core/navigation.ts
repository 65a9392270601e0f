/**
 * Links inside elements are real links (they work on a plain page). A click first fires
 * `eip-navigate`; an app that cancels it routes the link itself, without a reload.
 */
export interface NavigateDetail {
  href: string;
}

declare module './eip-element.js' {
  interface EipEventDetailMap {
    'eip-navigate': NavigateDetail;
  }
}

/** A plain left click: modified clicks (new tab, new window) stay the browser's. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Fills a link template's `{name}` placeholders, each value URL-encoded unless marked raw. */
export function fillHref(
  template: string,
  values: Record<string, string>,
  raw: readonly string[] = [],
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return raw.includes(name) ? value : encodeURIComponent(value);
  });
}
