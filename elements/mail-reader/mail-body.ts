import { sanitizeRichText } from '../rich-text/sanitize.js';

/** Where a `cid:` picture of the mail points before it is sanitized: a same-page fragment the sanitizer keeps. */
const CID_MARK = '#mail-cid:';

/** Attributes through which markup loads something by itself, without a click. */
const LOADING_ATTRIBUTES = ['src', 'poster', 'data', 'background'] as const;

export interface MailBodyOptions {
  /** Whether pictures and media from other servers may load (the user chose 显示图片). */
  showRemote: boolean;
  /** The object URL of an inline picture by its content id, once its bytes are here. */
  inlineUrl: (contentId: string) => string | undefined;
}

export interface MailBody {
  fragment: DocumentFragment;
  /** How many pictures or media from other servers were held back. */
  blocked: number;
  /** The content ids the body shows inline. */
  inlineIds: string[];
}

/** Whether a url loads from somewhere else than the page itself (http, https or protocol-relative). */
function isRemote(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url.trim());
}

/**
 * The html of a mail, ready to show: sanitized by the rich-text sanitizer (no scripts, handlers,
 * forms, frames or style tricks), its `cid:` pictures pointed at the mail's own attachments, and —
 * unless the user allowed them — every picture or medium from another server held back, so that
 * opening a mail tells no tracker that it was read. A held-back picture keeps its place with its
 * alternative text.
 */
export function mailBodyFragment(html: string, options: MailBodyOptions): MailBody {
  // The sanitizer drops cid: urls (an unknown scheme); a fragment link survives it and is ours to map.
  const marked = html.replace(/(\ssrc\s*=\s*["']?)cid:/gi, `$1${CID_MARK}`);
  const fragment = sanitizeRichText(marked);
  let blocked = 0;
  const inlineIds = new Set<string>();
  for (const element of fragment.querySelectorAll<HTMLElement>('*')) {
    for (const name of LOADING_ATTRIBUTES) {
      const url = element.getAttribute(name);
      if (url === null) continue;
      if (url.startsWith(CID_MARK)) {
        const contentId = decodeURIComponent(url.slice(CID_MARK.length));
        inlineIds.add(contentId);
        const objectUrl = options.inlineUrl(contentId);
        if (objectUrl) element.setAttribute(name, objectUrl);
        else element.removeAttribute(name);
      } else if (isRemote(url) && !options.showRemote) {
        element.removeAttribute(name);
        element.classList.add('blocked-remote');
        blocked += 1;
      }
    }
  }
  return { fragment, blocked, inlineIds: [...inlineIds] };
}
