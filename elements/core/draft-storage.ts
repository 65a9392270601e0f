/**
 * What a user typed into a form that must outlive a reload, a lost connection or a refused request
 * (a supplier's quotation before it is accepted), kept in the tab's sessionStorage under a key of
 * the form's own (e.g. account, project and round). sessionStorage on purpose: a sealed bid never
 * lingers in the browser after the tab is closed, and a second tab does not see the first one's.
 */

const PREFIX = 'eip-draft:';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage disabled (privacy mode, sandboxed frame): drafts live only as long as the page.
    return undefined;
  }
}

/** The key of a draft from its parts; empty parts are kept so that two keys never collide. */
export function draftKey(...parts: ReadonlyArray<string | number | null | undefined>): string {
  return PREFIX + parts.map((part) => encodeURIComponent(String(part ?? ''))).join(':');
}

/** The draft saved under `key`, or undefined (none, unreadable, or not an object). */
export function readDraft<T extends object>(key: string): T | undefined {
  const text = storage()?.getItem(key);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the draft; a full or disabled storage loses nothing but the persistence. */
export function writeDraft(key: string, value: object): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: the form still holds what was typed.
  }
}

/** Forgets the draft (once the server accepted what it held). */
export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}
