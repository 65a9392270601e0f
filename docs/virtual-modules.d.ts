/** The React twins of the element pages, compiled by docs/react-twins.ts: one chunk per page. */
declare module 'virtual:eip-react-twins' {
  import type { FunctionComponent } from 'react';

  const twins: Record<string, () => Promise<{ default: FunctionComponent[] }>>;
  export default twins;
}

/** The docs' index and each element page's data, made by docs/docs-modules.ts. */
declare module 'virtual:eip-docs-index' {
  import type { Links, Token } from 'marked';
  import type { ElementDoc } from './api-members.js';

  /** The package's version (package.json). */
  export const VERSION: string;
  /** Every element: tag, class name and summary, in tag order. */
  export const ELEMENT_INDEX: Array<{ tagName: string; name: string; summary: string }>;
  /**
   * Each element page's data, loaded when opened: its manifest declaration, its markdown (and its
   * tokens, lexed at build time), and the paragraphs it opens with as HTML.
   */
  export const PAGES: Record<
    string,
    () => Promise<{
      doc: ElementDoc;
      markdown: string;
      tokens: Token[];
      links: Links;
      intro: string;
    }>
  >;
}
