import { css } from 'lit';

export const phrasePickerStyles = css`
  :host {
    display: inline-block;
  }
  sl-menu {
    max-width: 24rem;
    max-height: 18rem;
    overflow: auto;
  }
  sl-menu-item::part(label) {
    white-space: normal;
  }
`;
