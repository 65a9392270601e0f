import { msg } from '@lit/localize';
import { askNotificationPermission, useNotificationPermission } from './task-notifications.js';

/** Lets the user allow browser notifications of new tasks, and says whether they are on. */
export function NotificationSwitch() {
  const [permission, setPermission] = useNotificationPermission();
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <p className="flow-notify" role="status">
        <sl-icon name="bell" aria-hidden="true"></sl-icon>
        {msg('新待办将以浏览器通知提醒')}
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="flow-notify">
        <sl-icon name="bell-slash" aria-hidden="true"></sl-icon>
        {msg('浏览器已禁止通知，可在浏览器的网站设置中开启')}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="button-secondary"
      onClick={() => void askNotificationPermission().then(setPermission)}
    >
      <sl-icon name="bell" aria-hidden="true"></sl-icon>
      {msg('开启新待办通知')}
    </button>
  );
}
