import { Parser } from 'htmlparser2';

/** Every element and attribute of markup that could run something or cover the page. */
export function dangers(markup: string): string[] {
  const found: string[] = [];
  const forbidden = new Set([
    'script',
    'iframe',
    'object',
    'embed',
    'form',
    'style',
    'svg',
    'math',
    'template',
  ]);
  const parser = new Parser({
    onopentag(name, attributes) {
      if (forbidden.has(name)) found.push(`<${name}>`);
      for (const [attribute, raw] of Object.entries(attributes)) {
        const value = raw.replace(/\s/g, '').toLowerCase();
        if (attribute.startsWith('on')) found.push(`${name} ${attribute}`);
        if (/^(javascript|vbscript|data:text|data:image\/svg)/.test(value))
          found.push(`${name} ${attribute}=${value}`);
        if (attribute === 'style' && /position|background|url\(|behavior|z-index/.test(value))
          found.push(`${name} style=${value}`);
      }
    },
  });
  parser.write(markup);
  parser.end();
  return found;
}
