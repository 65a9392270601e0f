import { createZip } from './zip.js';

/** A run of text inside a paragraph; `lineBreak` is a soft line break (a `<br>`). */
interface Run {
  text: string;
  bold: boolean;
  lineBreak?: boolean;
}

interface Paragraph {
  runs: Run[];
  heading: boolean;
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'blockquote',
  'section',
  'article',
  'pre',
]);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title']);
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Paragraphs of simple HTML: block tags end paragraphs, `<br>` breaks lines, `<b>`/`<strong>` bold. */
function htmlParagraphs(html: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph = { runs: [], heading: false };
  let boldDepth = 0;
  let skipping: string | undefined;
  const flush = () => {
    if (current.runs.some((run) => run.text.trim() || run.lineBreak)) paragraphs.push(current);
    current = { runs: [], heading: false };
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    if (!token) continue;
    const tag = token.match(/^<\s*(\/?)\s*([a-z][a-z0-9]*)/i);
    if (token.startsWith('<')) {
      if (!tag) continue;
      const closing = tag[1] === '/';
      const name = (tag[2] ?? '').toLowerCase();
      if (skipping) {
        if (closing && name === skipping) skipping = undefined;
        continue;
      }
      if (SKIPPED_TAGS.has(name) && !closing && !token.endsWith('/>')) skipping = name;
      else if (BLOCK_TAGS.has(name)) {
        flush();
        current.heading = !closing && /^h[1-6]$/.test(name);
      } else if (name === 'br') current.runs.push({ text: '', bold: false, lineBreak: true });
      else if (name === 'b' || name === 'strong') boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
      continue;
    }
    if (skipping) continue;
    const text = decodeEntities(token.replace(/\s+/g, ' '));
    if (text) current.runs.push({ text, bold: boldDepth > 0 });
  }
  flush();
  return paragraphs;
}

function textParagraphs(text: string): Paragraph[] {
  return text.split(/\r?\n/).map((line) => ({ runs: [{ text: line, bold: false }], heading: false }));
}

/** Content is HTML when it carries tags; otherwise every line is a paragraph. */
export function contentParagraphs(content: string): Paragraph[] {
  return /<\/?[a-z][^>]*>/i.test(content) ? htmlParagraphs(content) : textParagraphs(content);
}

/** XML 1.0 cannot carry C0 controls other than tab, line feed and carriage return, nor U+FFFE/U+FFFF. */
function isXmlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

function escapeXml(text: string): string {
  return Array.from(text)
    .filter(isXmlCharacter)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const FONTS = '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="宋体"/>';

function runXml(run: Run, size: number): string {
  if (run.lineBreak) return '<w:r><w:br/></w:r>';
  const bold = run.bold ? '<w:b/>' : '';
  return `<w:r><w:rPr>${FONTS}${bold}<w:sz w:val="${size}"/></w:rPr><w:t xml:space="preserve">${escapeXml(run.text)}</w:t></w:r>`;
}

function paragraphXml(paragraph: Paragraph): string {
  const runs = paragraph.heading ? paragraph.runs.map((run) => ({ ...run, bold: true })) : paragraph.runs;
  const indent = paragraph.heading ? '' : '<w:ind w:firstLineChars="200" w:firstLine="480"/>';
  return `<w:p><w:pPr><w:spacing w:line="360" w:lineRule="auto"/>${indent}</w:pPr>${runs
    .map((run) => runXml(run, paragraph.heading ? 28 : 24))
    .join('')}</w:p>`;
}

function documentXml(title: string, paragraphs: Paragraph[]): string {
  const heading = `<w:p><w:pPr><w:jc w:val="center"/><w:spacing w:after="240"/></w:pPr>${runXml(
    { text: title, bold: true },
    36,
  )}</w:p>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    heading +
    paragraphs.map(paragraphXml).join('') +
    // A4 portrait with the usual Chinese office margins.
    '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" ' +
    'w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>'
  );
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
  'Target="word/document.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" ' +
  'Target="docProps/core.xml"/>' +
  '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" ' +
  'Target="docProps/app.xml"/>' +
  '</Relationships>';

const APP_PROPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">' +
  '<Application>eip-portal</Application></Properties>';

function coreProps(title: string, author: string, created: Date): string {
  const stamp = `${created.toISOString().slice(0, 19)}Z`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(title)}</dc:title><dc:creator>${escapeXml(author)}</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word document (.docx) with a centred bold title and the content's paragraphs. */
export function buildDocx(options: {
  title: string;
  content: string;
  author: string;
  created?: Date;
}): Buffer {
  const created = options.created ?? new Date();
  return createZip(
    [
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: '_rels/.rels', data: PACKAGE_RELS },
      { name: 'word/document.xml', data: documentXml(options.title, contentParagraphs(options.content)) },
      { name: 'docProps/core.xml', data: coreProps(options.title, options.author, created) },
      { name: 'docProps/app.xml', data: APP_PROPS },
    ],
    created,
  );
}
