import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<T> = DetailedHTMLProps<HTMLAttributes<T>, T> & Record<string, unknown>;

/** Shoelace tags the host renders directly in JSX (React 19 passes properties to custom elements). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-icon': ElementProps<HTMLElement>;
      'sl-avatar': ElementProps<HTMLElement>;
      'sl-button': ElementProps<HTMLElement>;
      'sl-icon-button': ElementProps<HTMLElement>;
      'sl-dropdown': ElementProps<HTMLElement>;
      'sl-menu': ElementProps<HTMLElement>;
      'sl-menu-item': ElementProps<HTMLElement>;
      'sl-menu-label': ElementProps<HTMLElement>;
      'sl-divider': ElementProps<HTMLElement>;
      'sl-tooltip': ElementProps<HTMLElement>;
      'sl-drawer': ElementProps<HTMLElement>;
      'sl-dialog': ElementProps<HTMLElement>;
      'sl-badge': ElementProps<HTMLElement>;
      'sl-tag': ElementProps<HTMLElement>;
      'sl-spinner': ElementProps<HTMLElement>;
    }
  }
}
