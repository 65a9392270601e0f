/**
 * The `landmark-label` of an element (EipElement): a name the page adds to each landmark the element
 * draws (its sections, navigation, search and named forms), so that a page showing the element more
 * than once (a docs page's examples, a dashboard with two lists) keeps every landmark's name unique:
 * `分页` becomes `分页 · 招标公告`. Loaded only by elements that are given one.
 */

/** What a screen reader lists as a landmark when it is drawn in a shadow root with a name. */
const LANDMARKS = [
  'nav',
  'aside',
  'section[aria-label]',
  'section[aria-labelledby]',
  'form[aria-label]',
  'form[aria-labelledby]',
  '[role="search"]',
  '[role="region"]',
  '[role="navigation"]',
  '[role="complementary"]',
  '[role="form"]',
].join(',');

/** The hidden text a landmark named by its heading (aria-labelledby) is also named by. */
const TEXT_ID = 'eip-landmark-label';

/** Each landmark's own aria-label and the name it was given, so that a new label replaces the old. */
const given = new WeakMap<Element, { own: string; name: string }>();

/**
 * Names the landmarks of `host`'s shadow root after their own name and `label` (none: as they were).
 * Runs after each render: what the render redrew (an aria-label bound to a value) is named again.
 */
export function nameLandmarks(host: HTMLElement, label: string): void {
  const root = host.shadowRoot;
  if (!root) return;
  let text = root.getElementById(TEXT_ID);
  if (label && !text) {
    text = document.createElement('span');
    text.id = TEXT_ID;
    text.hidden = true;
    root.append(text);
  }
  if (text) text.textContent = label;
  const suffix = label ? ` · ${label}` : '';
  for (const landmark of root.querySelectorAll(LANDMARKS)) {
    const labelledBy = landmark.getAttribute('aria-labelledby');
    if (labelledBy !== null) {
      const ids = labelledBy.split(/\s+/).filter((id) => id && id !== TEXT_ID);
      landmark.setAttribute('aria-labelledby', [...ids, ...(label ? [TEXT_ID] : [])].join(' '));
      continue;
    }
    // The render may have bound a new name of its own since: then that one is the landmark's own.
    const current = landmark.getAttribute('aria-label') ?? '';
    const before = given.get(landmark);
    const own = before && before.name === current ? before.own : current;
    const name = own ? `${own}${suffix}` : label;
    if (name) landmark.setAttribute('aria-label', name);
    else landmark.removeAttribute('aria-label');
    given.set(landmark, { own, name });
  }
}
