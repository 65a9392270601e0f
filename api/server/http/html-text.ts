import { Parser } from 'htmlparser2';

/**
 * Whether HTML shows a reader anything: text other than white space (a no-break space is white space),
 * or an image. An editor's empty paragraph (`<p></p>`, `<p>&nbsp;</p>`) shows nothing. Read with
 * htmlparser2, which decodes the entities, never with a pattern over the markup.
 */
export function showsSomething(html: string | null | undefined): boolean {
  if (!html) return false;
  let shows = false;
  const parser = new Parser({
    ontext: (text) => {
      if (text.replace(/\u00a0/g, ' ').trim()) shows = true;
    },
    onopentag: (name) => {
      if (name === 'img') shows = true;
    },
  });
  parser.write(html);
  parser.end();
  return shows;
}

/** The opposite of showsSomething, as the contract's validation takes it (`isBlankHtml`). */
export const isBlankHtml = (html: string | null | undefined): boolean => !showsSomething(html);
