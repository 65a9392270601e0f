import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * Rich text from the server (notice bodies, fBasicInfo, news) is written by people and may carry
 * anything a browser would run. Only document markup survives: no scripts, event handlers, forms,
 * frames, embedded objects, SVG or MathML, no javascript: or other active urls, no `style` beyond a
 * few typographic declarations (so no overlays, fixed boxes or background urls), and every link
 * opens apart from the page.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'dialog',
    'template',
    'noscript',
    'marquee',
  ],
  FORBID_ATTR: ['target', 'formaction', 'action', 'srcset', 'ping', 'background', 'poster'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  // http(s), mailto and tel links, and paths on the same site; data: only for images (below).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i,
};

/** Declarations a `style` attribute may keep: alignment and emphasis, nothing that moves or loads. */
const SAFE_STYLE: Record<string, RegExp> = {
  'text-align': /^(left|right|center|justify|start|end)$/,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
  'text-indent': /^\d{1,2}(\.\d+)?(em|px)$/,
};

function safeStyle(value: string): string {
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

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, so that its hooks never touch another library's. */
function instance(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const kept = safeStyle(data.attrValue);
    if (kept) data.attrValue = kept;
    else data.keepAttr = false;
  });
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      // Images may be inline pictures; any other data: url is dropped.
      if (/^data:/i.test(src) && !/^data:image\/(png|jpe?g|gif|webp);/i.test(src))
        node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  purifier = own;
  return own;
}

/** The sanitized markup as a fragment, ready to insert (no second parse). */
export function sanitizeRichText(dirty: string): DocumentFragment {
  return instance().sanitize(dirty, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The sanitized markup as text, for tests and for places that need a string. */
export function sanitizeRichTextToString(dirty: string): string {
  return instance().sanitize(dirty, CONFIG) as string;
}
