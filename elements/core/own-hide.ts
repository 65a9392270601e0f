/**
 * An `sl-after-hide` listener for a dialog that hears only the dialog's own: the event bubbles out of
 * what the dialog holds too (selects, tooltips, dropdowns), and their hiding must not close it.
 */
export function onOwnHide(hidden: () => void): (event: Event) => void {
  return (event) => {
    if (event.target === event.currentTarget) hidden();
  };
}
