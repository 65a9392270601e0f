/** The schemes a link in the editor may use: pages on the web, a mail address, a phone number. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Why a typed address cannot be a link. */
export type LinkProblem = 'empty' | 'scheme' | 'malformed';

export type LinkCheck = { href: string; problem?: undefined } | { href?: undefined; problem: LinkProblem };

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The href a typed address becomes, or why it cannot be one. An address without a scheme
 * (`www.example.com/a`) is taken as https, as a browser's address bar does; any scheme other than
 * LINK_SCHEMES (javascript:, data:, file:…) is refused.
 */
export function checkLinkUrl(typed: string): LinkCheck {
  const text = typed.trim();
  if (!text) return { problem: 'empty' };
  if (/\s/.test(text)) return { problem: 'malformed' };
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // "example.com:8080/a" reads as a scheme to the pattern; a dot before the colon says it is a host.
  const looksLikeHost = scheme?.includes('.') ?? false;
  if (scheme && !looksLikeHost) {
    if (!(LINK_SCHEMES as readonly string[]).includes(scheme)) return { problem: 'scheme' };
    return parsed(text, scheme);
  }
  if (text.startsWith('/') || text.startsWith('.')) return { problem: 'malformed' };
  return parsed(`https://${text}`, 'https');
}

function parsed(href: string, scheme: string): LinkCheck {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { problem: 'malformed' };
  }
  if ((scheme === 'http' || scheme === 'https') && !/^[^.]+(\.[^.]+)+$|^localhost$/i.test(url.hostname))
    return { problem: 'malformed' };
  if ((scheme === 'mailto' || scheme === 'tel') && url.pathname.length === 0) return { problem: 'malformed' };
  return { href };
}

/**
 * Whether an href that came in (pasted, in a value set from code, made by the autolinker) may stay a
 * link: the dialog's rule, with the scheme written out.
 */
export function isAllowedLink(href: string): boolean {
  return checkLinkUrl(href).href === href.trim();
}
