import { type ReactNode, useRef } from 'react';
import { usePortal } from '../portal-context.js';
import { useSession } from '../session/session-store.js';
import { useThemeArea } from '../session/theme-store.js';
import { LoginTipBar } from './LoginTipBar.js';
import { PortalFooter } from './PortalFooter.js';
import { PortalHeader } from './PortalHeader.js';
import { RenderInTurn } from './RenderInTurn.js';
import { MAIN_ID, SkipLink } from './SkipLink.js';
import { useFocusOnNavigation } from './use-focus-on-navigation.js';

/** The public tender site's chrome; none of it in full-screen mode. */
export function TenderLayout({ children }: { children: ReactNode }) {
  const { deployment } = usePortal();
  const { fullScreen } = useSession();
  useThemeArea('tender');
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  if (fullScreen)
    return (
      <main ref={main} id={MAIN_ID} tabIndex={-1} className="portal-main portal-main--full">
        {children}
      </main>
    );
  return (
    <div className="portal">
      <SkipLink />
      <LoginTipBar title={deployment.title} />
      <PortalHeader title={deployment.title} logo={deployment.logo} />
      <main ref={main} id={MAIN_ID} tabIndex={-1} className="portal-main">
        {children}
      </main>
      <RenderInTurn>
        <PortalFooter title={deployment.title} />
      </RenderInTurn>
    </div>
  );
}
