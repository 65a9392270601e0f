/** The manifest's description of an element, as the docs read it (no manifest data here). */
export interface Described {
  name: string;
  description?: string;
  summary?: string;
}
export interface ApiMember extends Described {
  kind: 'field' | 'method';
  privacy?: string;
  static?: boolean;
  type?: { text: string };
  default?: string;
  attribute?: string;
  readonly?: boolean;
}
export interface ApiAttribute extends Described {
  type?: { text: string };
  default?: string;
  fieldName?: string;
}
export interface ApiEvent extends Described {
  type?: { text: string };
}
export interface ElementDoc extends Described {
  tagName: string;
  members?: ApiMember[];
  attributes?: ApiAttribute[];
  events?: ApiEvent[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: (Described & { default?: string })[];
}

/** Public instance properties and methods (what a developer may touch). */
export function publicMembers(element: ElementDoc, kind: ApiMember['kind']): ApiMember[] {
  return (element.members ?? []).filter(
    (member) => member.kind === kind && !member.static && !member.privacy && !member.name.startsWith('_'),
  );
}
