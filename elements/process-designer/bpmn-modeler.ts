// Raw: as ?inline, the build would resolve and inline the font files the first face names, which is dropped.
import bpmnCss from 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css?raw';
import modelerCss from 'bpmn-js/dist/assets/bpmn-js.css?inline';
import diagramCss from 'bpmn-js/dist/assets/diagram-js.css?inline';
import Modeler from 'bpmn-js/lib/Modeler';

/**
 * bpmn-js's Modeler and its styles, loaded only by `<process-designer>`: this module is imported
 * dynamically, so the Modeler gets a chunk of its own (and the script-tag bundle fetches it from beside
 * itself, `besideBundle` in vite.config.ts). Its styles are bundled here, never fetched from a CDN.
 */

/** What `<process-designer>` uses of the Modeler (diagram-js services by name). */
export interface BpmnModelerLike {
  importXML(xml: string): Promise<{ warnings: unknown[] }>;
  saveXML(options?: { format?: boolean }): Promise<{ xml?: string }>;
  get<T = unknown>(name: string): T;
  destroy(): void;
}

export interface BpmnModelerModule {
  createModeler(container: HTMLElement): BpmnModelerLike;
  /** diagram-js.css, bpmn-js.css and the palette's icon classes, to put inside the shadow root. */
  css: string;
  /**
   * The palette's icon font (a data: URL, allowed by the portal's font-src): a font face declared inside
   * a shadow root is ignored, so the element adds this one to the document.
   */
  fontFaceCss: string;
}

/** Drawn in Shoelace's tokens where the model names no colour, so the canvas follows the theme. */
const THEMED_COLORS = {
  defaultFillColor: 'var(--sl-color-neutral-0)',
  defaultStrokeColor: 'var(--sl-color-neutral-900)',
  defaultLabelColor: 'var(--sl-color-neutral-900)',
};

export function loadBpmnModeler(): Promise<BpmnModelerModule> {
  // Read by the browser's own CSS parser: the embedded (data: URL) face only, since the other one names
  // font files beside the CSS that we do not serve; the icon classes go inside the shadow root.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(bpmnCss);
  const rules = [...sheet.cssRules];
  const isFace = (rule: CSSRule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule;
  const fontFaces = rules.filter(
    (rule) => isFace(rule) && rule.style.getPropertyValue('src').includes('data:'),
  );
  const iconClasses = rules.filter((rule) => !isFace(rule));
  return Promise.resolve({
    createModeler: (container) =>
      new Modeler({ container, bpmnRenderer: THEMED_COLORS }) as unknown as BpmnModelerLike,
    css: `${diagramCss}\n${modelerCss}\n${iconClasses.map((rule) => rule.cssText).join('\n')}`,
    fontFaceCss: fontFaces.map((rule) => rule.cssText).join('\n'),
  });
}
