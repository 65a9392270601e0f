/** The little of bpmn-moddle (no types of its own) that reading and writing a definition's BPMN use. */
declare module 'bpmn-moddle' {
  /** An element of the BPMN meta-model: its `$type` (e.g. `bpmn:UserTask`) and its properties by name. */
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    // biome-ignore lint/suspicious/noExplicitAny: the meta-model's properties differ by type
    [property: string]: any;
  }

  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    create(type: string, properties?: Record<string, unknown>): ModdleElement;
    fromXML(
      xml: string,
      typeName?: string,
    ): Promise<{
      rootElement: ModdleElement;
      /** Every element read, by its id. */
      elementsById: Record<string, ModdleElement>;
      warnings: { message: string }[];
      /** Every reference read, resolved or not: the element, its property (`bpmn:loopDataInputRef`) and the id. */
      references: { element: ModdleElement; property: string; id: string }[];
    }>;
    toXML(
      element: ModdleElement,
      options?: { format?: boolean; preamble?: boolean },
    ): Promise<{ xml: string }>;
  }
}
