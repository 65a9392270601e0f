import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BENCHMARKS_FILE = join(import.meta.dirname, '../../docs/benchmarks.md');

const PREAMBLE = `# Benchmarks

Measured with \`npm run bench\` on the development machine (2 cores, Node 20). Numbers, not
assertions: compare them across changes. Each section is rewritten by its own benchmark.
`;

/** Replaces (or appends) one `## heading` section of docs/benchmarks.md, keeping the others. */
export function writeSection(heading: string, body: string): void {
  const current = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : PREAMBLE;
  const title = `## ${heading}`;
  const sections = current.split(/^(?=## )/m).map((part) => `${part.trimEnd()}\n\n`);
  const section = `${title}\n\n${body.trim()}\n\n`;
  const index = sections.findIndex((part) => part.startsWith(`${title}\n`));
  if (index >= 0) sections[index] = section;
  else sections.push(section);
  writeFileSync(BENCHMARKS_FILE, `${sections.join('').trimEnd()}\n`);
}

/** A markdown table from a header row and rows, columns padded as the formatter (biome) writes them. */
export function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
