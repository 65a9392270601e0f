import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { msg } from '@lit/localize';

type Dialog = HTMLElement & { label: string; open: boolean; show(): Promise<void>; hide(): Promise<void> };

/** Asks a yes/no question in a dialog; answers true only when the user confirms. */
export function confirmDialog(text: string, title = msg('提示')): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = document.createElement('sl-dialog') as Dialog;
    dialog.label = title;
    dialog.className = 'confirm-dialog';
    const body = document.createElement('p');
    body.textContent = text;
    const cancel = Object.assign(document.createElement('sl-button'), { textContent: msg('取消') });
    cancel.setAttribute('slot', 'footer');
    const ok = Object.assign(document.createElement('sl-button'), { textContent: msg('确定') });
    ok.setAttribute('slot', 'footer');
    ok.setAttribute('variant', 'primary');
    dialog.append(body, cancel, ok);
    let answer = false;
    cancel.addEventListener('click', () => void dialog.hide());
    ok.addEventListener('click', () => {
      answer = true;
      void dialog.hide();
    });
    dialog.addEventListener('sl-after-hide', (event) => {
      if (event.target !== dialog) return;
      dialog.remove();
      resolve(answer);
    });
    document.body.append(dialog);
    void dialog.show();
  });
}
