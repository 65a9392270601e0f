/**
 * Rich text as the server stores it: what a person wrote, cleaned with the contract's allowlist
 * (api/contract/rich-text.ts, the list the browser's sanitizer uses too), so a stored record carries no
 * script, handler or active url even for a reader that shows it without cleaning it again.
 *
 * The markup is read by htmlparser2 (never by regular expressions) and written back from what it read:
 * kept elements with their kept attributes, every text and value escaped, every kept element closed. So
 * the result is well-formed markup made only of document elements, whatever tricks the input played.
 */
import { Parser } from 'htmlparser2';
import {
  isRichTextAttribute,
  isSafeRichTextUrl,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRIBUTES,
  RICH_TEXT_VOID_TAGS,
  safeStyle,
} from '../../contract/rich-text.js';

const KEPT = new Set<string>(RICH_TEXT_TAGS);
const DROPPED_WITH_CONTENT = new Set<string>(RICH_TEXT_DROPPED_WITH_CONTENT);
const VOID = new Set<string>(RICH_TEXT_VOID_TAGS);
const URL_ATTRIBUTES = new Set<string>(RICH_TEXT_URL_ATTRIBUTES);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** Plain text put into markup the server writes (a notice, a page): safe as text and as an attribute value. */
export const escapeHtml = (text: string) => escapeAttribute(text).replace(/'/g, '&#39;');

/** The attributes of a kept element that the allowlist keeps, written out (with a leading space each). */
function keptAttributes(tag: string, attributes: Record<string, string>): string {
  let written = '';
  for (const [name, raw] of Object.entries(attributes)) {
    if (!isRichTextAttribute(name)) continue;
    let value = raw;
    if (URL_ATTRIBUTES.has(name) && !isSafeRichTextUrl(value, tag, name)) continue;
    if (name === 'style') {
      value = safeStyle(value);
      if (!value) continue;
    }
    written += ` ${name}="${escapeAttribute(value)}"`;
  }
  return written;
}

/** The rich text with only what the allowlist keeps; '' for nothing. */
export function sanitizeHtml(dirty: string | null | undefined): string {
  if (!dirty) return '';
  let out = '';
  // What each open element became: written (its close tag is written too) or not.
  const written: boolean[] = [];
  // Inside an element dropped with its content, nothing is written.
  let droppedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (droppedDepth > 0 || DROPPED_WITH_CONTENT.has(name)) {
          droppedDepth += 1;
          written.push(false);
          return;
        }
        const keep = KEPT.has(name);
        written.push(keep && !VOID.has(name));
        if (keep) out += `<${name}${keptAttributes(name, attributes)}>`;
      },
      ontext(text) {
        if (droppedDepth === 0) out += escapeText(text);
      },
      onclosetag(name) {
        const wasWritten = written.pop();
        if (droppedDepth > 0) droppedDepth -= 1;
        else if (wasWritten) out += `</${name}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(dirty);
  parser.end();
  return out.trim();
}
