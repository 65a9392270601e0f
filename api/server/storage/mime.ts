import { lookup } from 'mime-types';

export { humanSize } from '../../contract/files.js';

export const PREVIEW_KINDS = ['picture', 'pdf', 'text', 'unsupported'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

// Which files the preview shows (pictures, PDF, plain text) is the product's choice, not a MIME table;
// a declared SVG counts as no picture since it may carry script.
const PICTURES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg']);
const TEXTS = new Set(['txt', 'log', 'md', 'csv', 'json', 'xml']);

/** Extension of a file name, lower case and without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const match = fileName.match(/\.([A-Za-z0-9]{1,10})$/);
  return match?.[1]?.toLowerCase() ?? '';
}

/** The type by extension first (browsers send odd ones), then what the client said, then bytes. */
export function mimeOf(extension: string, declared: string | undefined): string {
  const known = extension ? lookup(extension) : false;
  if (known) return known;
  if (declared && /^[\w.+-]+\/[\w.+-]+$/.test(declared)) return declared.toLowerCase();
  return 'application/octet-stream';
}

export function previewKindOf(extension: string, mime: string): PreviewKind {
  if (PICTURES.has(extension) || (mime.startsWith('image/') && mime !== 'image/svg+xml')) return 'picture';
  if (extension === 'pdf' || mime === 'application/pdf') return 'pdf';
  if (TEXTS.has(extension) || mime.startsWith('text/plain')) return 'text';
  return 'unsupported';
}

/**
 * Content-Disposition with the original name: an ASCII fallback for old clients and the UTF-8 name
 * as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Drops control characters (C0 and DEL), which have no place in a file name. */
export function withoutControlCharacters(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
}

/** A file name as stored: no folders, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  return withoutControlCharacters(base).trim().slice(-255);
}
