import { ContextProvider } from '@lit/context';
import { subscribe } from 'valtio';
import { configureHost, type HostInfo, hostContext } from '../../elements/core/host-context.js';
import { BASE } from '../base.js';
import { session } from './session-store.js';

function hostInfo(): HostInfo {
  const { user } = session;
  return {
    linkBase: BASE,
    user: user
      ? {
          account: user.account,
          fullname: user.fullname,
          // What tender-detail shows depends on it; left out when unknown.
          ...(session.identity ? { identity: session.identity } : {}),
        }
      : undefined,
  };
}

const sameUser = (a: HostInfo['user'], b: HostInfo['user']) =>
  a?.account === b?.account && a?.fullname === b?.fullname && a?.identity === b?.identity;

/**
 * Tells the elements what they may know of the portal (its link base and the signed-in user): as the
 * default (configureHost) and through context on the root container, updated when the user changes.
 */
export function provideHostInfo(container: HTMLElement): void {
  let current = hostInfo();
  configureHost(current);
  const provider = new ContextProvider(container, { context: hostContext, initialValue: current });
  subscribe(session, () => {
    const next = hostInfo();
    if (sameUser(current.user, next.user)) return;
    current = next;
    configureHost(current);
    provider.setValue(current);
  });
}
