/**
 * Whether HTML shows a reader anything: text other than white space (a no-break space is white space),
 * or an image, as the server judges it (api/server/http/html-text.ts). Parsed by the browser into an
 * inert template (nothing in it runs or loads), never matched with a pattern.
 */
export function showsSomething(html: string | null | undefined): boolean {
  if (!html) return false;
  const template = document.createElement('template');
  template.innerHTML = html;
  const text = template.content.textContent ?? '';
  return text.replace(/\u00a0/g, ' ').trim() !== '' || template.content.querySelector('img') !== null;
}

/** The opposite of showsSomething, as the contract's validation takes it (`isBlankHtml`). */
export const isBlankHtml = (html: string | null | undefined): boolean => !showsSomething(html);
