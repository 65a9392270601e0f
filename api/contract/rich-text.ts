/**
 * What rich text (notice bodies, a project's basic information, news, mails) may keep: one allowlist
 * for both ends. The server stores rich text cleaned with it (api/server/http/sanitize-html.ts, on
 * htmlparser2) and the browser cleans what it shows with it again (elements/rich-text/sanitize.ts, on
 * DOMPurify). Only document markup survives: no scripts, event handlers, forms, frames, embedded
 * objects, media, SVG or MathML, no javascript: or other active urls, and no `style` beyond a few
 * typographic declarations (so no overlays, fixed boxes or background urls).
 */

/** Elements kept (lower case); any other element is dropped and its text kept, but see below. */
export const RICH_TEXT_TAGS = [
  'a',
  'abbr',
  'acronym',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'big',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'dir',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'main',
  'mark',
  'nav',
  'nobr',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
] as const;

/** Elements dropped together with everything inside them: their content is code, or a document of its own. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'applet',
  'svg',
  'math',
  'title',
  'head',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'option',
  'audio',
  'video',
  'canvas',
] as const;

/** Void elements among the kept ones: written without a closing tag. */
export const RICH_TEXT_VOID_TAGS = ['br', 'col', 'hr', 'img', 'wbr'] as const;

/** Attributes kept on any kept element (lower case), besides `aria-*`; `style` is filtered by SAFE_STYLE. */
export const RICH_TEXT_ATTRIBUTES = [
  'abbr',
  'align',
  'alt',
  'bgcolor',
  'border',
  'cellpadding',
  'cellspacing',
  'cite',
  'class',
  'color',
  'colspan',
  'datetime',
  'dir',
  'face',
  'headers',
  'height',
  'href',
  'hreflang',
  'lang',
  'nowrap',
  'open',
  'reversed',
  'rowspan',
  'scope',
  'size',
  'span',
  'src',
  'start',
  'style',
  'summary',
  'title',
  'type',
  'valign',
  'width',
] as const;

/** Attributes whose value is a url, judged by RICH_TEXT_SAFE_URL (and an image's by RICH_TEXT_IMAGE_DATA). */
export const RICH_TEXT_URL_ATTRIBUTES = ['href', 'src', 'cite'] as const;

/**
 * A url kept: http(s), mailto and tel, and paths on the same site (anything whose scheme-like start is
 * not followed by a colon). Judged after removing whitespace and control characters, as browsers do.
 */
export const RICH_TEXT_SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

/** An image may be an inline picture; no other data: url is kept. */
export const RICH_TEXT_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp);/i;

/** Spaces beyond ASCII that browsers (and DOMPurify) ignore in a url, as well as control characters. */
const URL_IGNORED_SPACES = new Set([0xa0, 0x1680, 0x180e, 0x205f, 0x3000]);

/** The url without what browsers ignore in it: whitespace and control characters. */
function urlWithoutIgnored(value: string): string {
  let url = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || URL_IGNORED_SPACES.has(code) || (code >= 0x2000 && code <= 0x2029)) continue;
    url += char;
  }
  return url;
}

/** Whether a url attribute's value is kept: on `img` `src` an inline picture too. */
export function isSafeRichTextUrl(value: string, tag: string, attribute: string): boolean {
  const url = urlWithoutIgnored(value);
  if (/^data:/i.test(url)) return tag === 'img' && attribute === 'src' && RICH_TEXT_IMAGE_DATA.test(url);
  return RICH_TEXT_SAFE_URL.test(url);
}

/** Declarations a `style` attribute may keep: alignment and emphasis, nothing that moves or loads. */
export const SAFE_STYLE: Record<string, RegExp> = {
  'text-align': /^(left|right|center|justify|start|end)$/,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
  'text-indent': /^\d{1,2}(\.\d+)?(em|px)$/,
};

/** A `style` value with only the SAFE_STYLE declarations left ('' when none is). */
export function safeStyle(value: string): string {
  return value
    .split(';')
    .map((declaration) => {
      const [name = '', ...rest] = declaration.split(':');
      const property = name.trim().toLowerCase();
      const propertyValue = rest.join(':').trim().toLowerCase();
      return SAFE_STYLE[property]?.test(propertyValue) ? `${property}: ${propertyValue}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

/** Whether an attribute is kept at all (its value may still be judged: urls, style). */
export function isRichTextAttribute(name: string): boolean {
  return (RICH_TEXT_ATTRIBUTES as readonly string[]).includes(name) || /^aria-[a-z-]+$/.test(name);
}
