import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Identity } from '../../api/contract/identity.js';

/** What an element may know of the page it lives in; the host (or an embedding page) tells it. */
export interface HostInfo {
  /** Prefix of the portal's page links, e.g. '/front'; '' on a page of its own. */
  linkBase: string;
  /** The signed-in user, for watermarks and the like; `identity` decides what tender-detail shows. */
  user?: { account: string; fullname?: string; identity?: Identity | null };
}

/** Keyed by a registered symbol so that two bundles on one page share the same context. */
export const hostContext = createContext<HostInfo>(Symbol.for('eip-host'));

interface SharedDefault {
  info: HostInfo;
  listeners: Set<() => void>;
}

/**
 * The global default lives on globalThis under a registered symbol too: `configure` called through
 * one bundle reaches the elements another bundle on the page defined.
 */
const SHARED_KEY = Symbol.for('eip-host-default');
const holder = globalThis as Record<symbol, SharedDefault | undefined>;
holder[SHARED_KEY] ??= { info: { linkBase: '' }, listeners: new Set() };
const shared: SharedDefault = holder[SHARED_KEY];

/** Sets the global default, used by elements with no `hostContext` provider above them. */
export function configureHost(partial: Partial<HostInfo>): void {
  shared.info = { ...shared.info, ...partial };
  for (const listener of shared.listeners) listener();
}

export function getHostInfo(): HostInfo {
  return shared.info;
}

/**
 * The host information for one element: the nearest provider's (over the global default), and a
 * re-render whenever either changes.
 */
export class HostInfoController implements ReactiveController {
  private provided: HostInfo | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
    new ContextConsumer(host, {
      context: hostContext,
      subscribe: true,
      callback: (value) => {
        this.provided = value;
        host.requestUpdate();
      },
    });
  }

  get value(): HostInfo {
    return this.provided ? { ...shared.info, ...this.provided } : shared.info;
  }

  /** Prefix of the portal's page links ('' when none). */
  get linkBase(): string {
    return this.value.linkBase;
  }

  /**
   * A link the server gave as a portal path (`/flow/myTask`) as this page links it: under the link
   * base. Addresses of other sites, and paths already under the base, stay as they are.
   */
  portalHref(path: string): string {
    const base = this.linkBase;
    if (!base || !path.startsWith('/') || path.startsWith('//')) return path;
    return path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`)
      ? path
      : `${base}${path}`;
  }

  private readonly handleDefaultChange = () => this.host.requestUpdate();

  hostConnected(): void {
    shared.listeners.add(this.handleDefaultChange);
  }

  hostDisconnected(): void {
    shared.listeners.delete(this.handleDefaultChange);
  }
}
