import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { MESSAGE_DURATION_MS, TOAST_DURATION_MS } from '../../../api/contract/limits.js';
import { PersonalDialogs } from '../../../host/layout/PersonalDialogs.js';
import { toast } from '../../../host/notify.js';
import { RegisterPage } from '../../../host/pages/RegisterPage.js';
import { PortalContext } from '../../../host/portal-context.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import { useReactRoot } from '../shared/react-root.js';
import { dismissToasts } from '../shared/toasts.js';

type Alert = HTMLElement & { duration: number };
const alertSaying = (text: string) =>
  [...document.querySelectorAll<Alert>('sl-alert')].find((alert) => alert.textContent?.includes(text));

describe('messages from elements', () => {
  const deployment = resolveDeployment(undefined);
  const client = createApiClient({ deployment, getToken: () => session.token });

  const view = useReactRoot(async () => {
    await dismissToasts();
    resetSession();
  });

  const render = async (node: React.ReactNode, path = '/') => {
    const location = memoryLocation({ path, record: true });
    await view.render(
      <PortalContext.Provider value={{ deployment, client }}>
        <Router hook={location.hook}>{node}</Router>
      </PortalContext.Provider>,
    );
    return location;
  };

  it('says 注册成功 and that an administrator reviews it, for the shell message duration, then goes to the login with the account', async () => {
    const location = await render(<RegisterPage />, '/register');
    const form = view.container.querySelector('register-form')!;
    await act(async () => {
      form.dispatchEvent(new CustomEvent('eip-register', { detail: { account: 'newcomer' }, bubbles: true }));
    });
    const text = '注册成功，请等待管理员审核，审核通过后即可登录';
    await waitUntil(() => alertSaying(text), 'the message shows');
    expect(alertSaying(text)!.duration).to.equal(MESSAGE_DURATION_MS);
    expect(location.history.at(-1)).to.equal('/login?account=newcomer');
  });

  it('shows what the change-password dialog says (code sent) for the shell message duration', async () => {
    Object.assign(session, { token: 't', username: '王晓明' });
    await render(<PersonalDialogs />);
    const dialog = view.container.querySelector('change-password-dialog')!;
    await act(async () => {
      dialog.dispatchEvent(
        new CustomEvent('eip-notify', {
          detail: { variant: 'success', message: '验证码发送成功！', duration: MESSAGE_DURATION_MS },
        }),
      );
    });
    await waitUntil(() => alertSaying('验证码发送成功！'), 'the message shows');
    expect(alertSaying('验证码发送成功！')!.duration).to.equal(MESSAGE_DURATION_MS);
  });

  it('keeps 3000 ms for the toast component itself', async () => {
    toast();
    await waitUntil(() => alertSaying('操作成功'), 'the default toast shows');
    expect(alertSaying('操作成功')!.duration).to.equal(TOAST_DURATION_MS);
  });
});
