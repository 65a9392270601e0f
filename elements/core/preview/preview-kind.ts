import type { PreviewKind } from '../../../api/contract/files.js';

export type { PreviewKind };

/** SVG is left out: the server sends it as text, since a script inside it could run. */
const PICTURES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);
const TEXTS = new Set(['txt', 'log', 'md', 'csv', 'json', 'xml']);

/** The real last extension of a file name, lower case without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** How the browser previews a file by its name: pictures, PDF and text; anything else is downloaded. */
export function previewKindOf(fileName: string): PreviewKind {
  const extension = extensionOf(fileName);
  if (PICTURES.has(extension)) return 'picture';
  if (extension === 'pdf') return 'pdf';
  if (TEXTS.has(extension)) return 'text';
  return 'unsupported';
}
