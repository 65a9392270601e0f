import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

import {
  isSafeRichTextUrl,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_SAFE_URL,
  RICH_TEXT_TAGS,
  safeStyle,
} from '../../api/contract/rich-text.js';

/**
 * Rich text from the server (notice bodies, fBasicInfo, news) is written by people and may carry
 * anything a browser would run. The allowlist is the contract's (api/contract/rich-text.ts), the one
 * the server stores rich text cleaned with; it is applied again here, and every link opens apart
 * from the page.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  FORBID_ATTR: ['target', 'formaction', 'action', 'srcset', 'ping', 'background', 'poster'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  // http(s), mailto and tel links, and paths on the same site; data: only for images (below).
  ALLOWED_URI_REGEXP: RICH_TEXT_SAFE_URL,
};

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
      // Images may be inline pictures; any other data: url is dropped.
      if (!isSafeRichTextUrl(node.getAttribute('src') ?? '', 'img', 'src')) node.removeAttribute('src');
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
