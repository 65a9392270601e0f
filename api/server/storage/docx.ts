import { AlignmentType, Document, LineRuleType, Packer, TextRun, Paragraph as WordParagraph } from 'docx';
import { Parser } from 'htmlparser2';

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
const BOLD_TAGS = new Set(['b', 'strong']);

/** HTML white space collapses to one space; a no-break space stays a space of its own. */
function collapseSpaces(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, ' ').replace(/\u00a0/g, ' ');
}

/** Paragraphs of simple HTML: block tags end paragraphs, `<br>` breaks lines, `<b>`/`<strong>` bold. */
function htmlParagraphs(html: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph = { runs: [], heading: false };
  let boldDepth = 0;
  let skippedDepth = 0;
  const flush = (heading = false) => {
    const runs = current.runs.map((run) =>
      run.lineBreak ? run : { ...run, text: collapseSpaces(run.text) },
    );
    if (runs.some((run) => run.text.trim() || run.lineBreak)) paragraphs.push({ ...current, runs });
    current = { runs: [], heading };
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED_TAGS.has(name)) skippedDepth += 1;
        else if (skippedDepth > 0) return;
        else if (BLOCK_TAGS.has(name)) flush(/^h[1-6]$/.test(name));
        else if (name === 'br') current.runs.push({ text: '', bold: false, lineBreak: true });
        else if (BOLD_TAGS.has(name)) boldDepth += 1;
      },
      onclosetag(name) {
        if (SKIPPED_TAGS.has(name)) skippedDepth = Math.max(0, skippedDepth - 1);
        else if (skippedDepth > 0) return;
        else if (BLOCK_TAGS.has(name)) flush();
        else if (BOLD_TAGS.has(name)) boldDepth = Math.max(0, boldDepth - 1);
      },
      ontext(text) {
        if (skippedDepth > 0) return;
        const bold = boldDepth > 0;
        // The parser hands text over in pieces (around entities); one run per stretch of one weight.
        const last = current.runs.at(-1);
        if (last && !last.lineBreak && last.bold === bold) last.text += text;
        else current.runs.push({ text, bold });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  flush();
  return paragraphs;
}

/**
 * The text of HTML as a reader sees it (htmlParagraphs' reading): a line per paragraph and `<br>`, the
 * weight forgotten, scripts and styles saying nothing.
 */
export function htmlText(html: string): string {
  return htmlParagraphs(html)
    .flatMap((paragraph) =>
      paragraph.runs
        .map((run) => (run.lineBreak ? '\n' : run.text))
        .join('')
        .split('\n'),
    )
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function textParagraphs(text: string): Paragraph[] {
  return text.split(/\r?\n/).map((line) => ({ runs: [{ text: line, bold: false }], heading: false }));
}

/** Content is HTML when it carries tags; otherwise every line is a paragraph. */
export function contentParagraphs(content: string): Paragraph[] {
  return /<\/?[a-z][^>]*>/i.test(content) ? htmlParagraphs(content) : textParagraphs(content);
}

/** XML 1.0 cannot carry C0 controls other than tab, line feed and carriage return, nor U+FFFE/U+FFFF. */
export function xmlSafe(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
      return code !== 0xfffe && code !== 0xffff;
    })
    .join('');
}

/** 宋体 for Chinese, Times New Roman for Latin text: what a Chinese office document expects. */
const FONT = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体' };
/** Sizes in half-points: title 小二 (18 pt), headings 四号 (14 pt), body 小四 (12 pt). */
const SIZE = { title: 36, heading: 28, body: 24 };
/** One and a half lines (in 240ths of a line). */
const LINE_SPACING = { line: 360, lineRule: LineRuleType.AUTO };

function wordRun(run: Run, size: number): TextRun {
  if (run.lineBreak) return new TextRun({ break: 1 });
  return new TextRun({ text: xmlSafe(run.text), bold: run.bold || undefined, font: FONT, size });
}

function wordParagraph(paragraph: Paragraph): WordParagraph {
  const size = paragraph.heading ? SIZE.heading : SIZE.body;
  return new WordParagraph({
    spacing: LINE_SPACING,
    // Body paragraphs start two characters in; headings do not.
    indent: paragraph.heading ? undefined : { firstLineChars: 200, firstLine: 480 },
    children: paragraph.runs.map((run) => wordRun(paragraph.heading ? { ...run, bold: true } : run, size)),
  });
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word document (.docx) with a centred bold title and the content's paragraphs. */
export async function buildDocx(options: {
  title: string;
  content: string;
  author: string;
}): Promise<Buffer> {
  const title = new WordParagraph({
    alignment: AlignmentType.CENTER,
    spacing: { after: 240 },
    children: [wordRun({ text: options.title, bold: true }, SIZE.title)],
  });
  const document = new Document({
    title: xmlSafe(options.title),
    creator: xmlSafe(options.author),
    lastModifiedBy: xmlSafe(options.author),
    sections: [
      {
        // A4 portrait with the usual Chinese office margins.
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, right: 1800, bottom: 1440, left: 1800, header: 851, footer: 992, gutter: 0 },
          },
        },
        children: [title, ...contentParagraphs(options.content).map(wordParagraph)],
      },
    ],
  });
  return Packer.toBuffer(document);
}
