import '@shoelace-style/shoelace/dist/components/avatar/avatar.js';
import { msg } from '@lit/localize';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_HOME } from '../pages/admin/admin-pages.js';
import { usePortal } from '../portal-context.js';
import { logout, switchPost } from '../session/auth-actions.js';
import { showsPersonalEntries, useSession } from '../session/session-store.js';
import { useElementEvent } from '../use-element-event.js';
import { openPersonalDialog } from './personal-dialogs-store.js';

let menuParts: Promise<unknown> | undefined;

/**
 * The dropdown and the menu inside it come when a pointer or the focus reaches its trigger, before it
 * can open: the closed panel shows nothing (styles/controls.css hides it until then), and every staff
 * page's first load was 7 kB the lighter (issue 10).
 */
function loadMenuParts(): Promise<unknown> {
  menuParts ??= Promise.all([
    import('@shoelace-style/shoelace/dist/components/dropdown/dropdown.js'),
    import('@shoelace-style/shoelace/dist/components/divider/divider.js'),
    import('@shoelace-style/shoelace/dist/components/menu/menu.js'),
    import('@shoelace-style/shoelace/dist/components/menu-item/menu-item.js'),
    import('@shoelace-style/shoelace/dist/components/menu-label/menu-label.js'),
  ]).catch(() => {
    // Asked for again at the next approach (a network gone for a moment).
    menuParts = undefined;
  });
  return menuParts;
}

/**
 * The avatar menu of a signed-in user: personal centre and change password (not for administrators),
 * 系统管理 for the site administrator,
 * personal info, the post switch for staff with several posts, and logout (confirmed first).
 */
export function UserMenu() {
  const state = useSession();
  const { client, deployment } = usePortal();
  const [, navigate] = useLocation();
  const menu = useRef<HTMLElement>(null);
  const dropdown = useRef<HTMLElement & { show(): Promise<void> }>(null);

  /**
   * A click (or a tap, whose pointerenter comes just before it) that reached the trigger before the
   * dropdown was defined opens it once it is: the defined dropdown handles every later click itself.
   */
  const openWhenLoaded = async () => {
    if (customElements.get('sl-dropdown')) return;
    await loadMenuParts();
    await customElements.whenDefined('sl-dropdown');
    await dropdown.current?.show();
  };

  useElementEvent<CustomEvent<{ item: HTMLElement & { value: string } }>>(
    menu,
    'sl-select',
    async (event) => {
      const value = event.detail.item.value;
      if (value === 'personal') navigate('/personal');
      else if (value === 'admin') navigate(ADMIN_HOME);
      else if (value === 'info') openPersonalDialog('info');
      else if (value === 'password') openPersonalDialog('password');
      else if (value.startsWith('post:')) await switchPost(client, value.slice(5));
      else if (value === 'logout') {
        const { confirmDialog } = await import('../confirm.js');
        if (await confirmDialog(msg('您确定要退出系统吗？'))) {
          await logout(client, deployment, { navigate, assign: (url) => window.location.assign(url) });
        }
      }
    },
  );

  const personal = showsPersonalEntries(state);
  const posts = state.user?.postList ?? [];
  return (
    <sl-dropdown ref={dropdown} placement="bottom-end" className="user-menu">
      <button
        type="button"
        slot="trigger"
        className="user-menu__trigger"
        onPointerEnter={loadMenuParts}
        onFocus={loadMenuParts}
        onClick={openWhenLoaded}
      >
        <sl-avatar
          label={state.username ?? ''}
          initials={(state.username ?? '?').slice(0, 1)}
          aria-hidden="true"
        ></sl-avatar>
        <span className="user-menu__name" title={state.username ?? undefined}>
          {state.username}
        </span>
        {/* Named by what it shows, then what it opens (WCAG 2.5.3: no label that hides the text). */}
        <span className="visually-hidden"> {msg('用户菜单')}</span>
        <sl-icon name="chevron-down" aria-hidden="true"></sl-icon>
      </button>
      <sl-menu ref={menu}>
        {personal && <sl-menu-item value="personal">{msg('个人中心')}</sl-menu-item>}
        {/* The site administrator's way into the administration area (staff reach it by their menu). */}
        {state.identity === 'administrators' && <sl-menu-item value="admin">{msg('系统管理')}</sl-menu-item>}
        <sl-menu-item value="info">{msg('个人信息')}</sl-menu-item>
        {personal && <sl-menu-item value="password">{msg('修改密码')}</sl-menu-item>}
        {posts.length > 1 && (
          <>
            <sl-divider></sl-divider>
            <sl-menu-label>{msg('切换岗位')}</sl-menu-label>
            {posts.map((post) => (
              <sl-menu-item
                key={post.postId}
                value={`post:${post.postId}`}
                type="checkbox"
                checked={post.postId === state.user?.postMap?.postId}
              >
                {post.postName}
              </sl-menu-item>
            ))}
          </>
        )}
        <sl-divider></sl-divider>
        <sl-menu-item value="logout">
          <sl-icon slot="prefix" name="box-arrow-right" aria-hidden="true"></sl-icon>
          {msg('退出登录')}
        </sl-menu-item>
      </sl-menu>
    </sl-dropdown>
  );
}
