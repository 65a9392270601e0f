import manifestJson from '../elements/custom-elements.json';
import type { ElementDoc } from './api-members.js';

export { type ApiMember, type Described, type ElementDoc, publicMembers } from './api-members.js';

interface Manifest {
  modules: Array<{ declarations?: Array<Partial<ElementDoc> & { customElement?: boolean }> }>;
}

/** Every element of the library, from the generated custom-elements manifest, by tag name. */
export const ELEMENTS: ElementDoc[] = (manifestJson as Manifest).modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration): declaration is ElementDoc =>
    Boolean(declaration.customElement && declaration.tagName),
  )
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
