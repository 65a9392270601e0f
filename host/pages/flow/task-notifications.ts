import { msg, str } from '@lit/localize';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../api/client/index.js';
import { UNREAD_POLL_INTERVAL_MS } from '../../../api/contract/limits.js';
import { portalUrl } from '../../base.js';
import { taskHref } from './flow-links.js';

export type NotifyPermission = NotificationPermission | 'unsupported';

export function notificationPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser for leave to show notifications (only ever on the user's click). */
export async function askNotificationPermission(): Promise<NotifyPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** The browser's permission, kept current while the page shows it. */
export function useNotificationPermission(): [NotifyPermission, (value: NotifyPermission) => void] {
  const [permission, setPermission] = useState<NotifyPermission>(notificationPermission);
  useEffect(() => {
    const refresh = () => setPermission(notificationPermission());
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);
  return [permission, setPermission];
}

/**
 * One check: when the to-do count grew since the last check, the newest task is shown as a browser
 * notification (only when the user allowed them); clicking it opens the task. Answers the count.
 */
export async function checkNewTasks(
  client: ApiClient,
  previous: number | undefined,
): Promise<number | undefined> {
  const answer = await client.workflowLists.getTodoCount();
  const count = answer.state && typeof answer.value === 'number' ? answer.value : undefined;
  if (count === undefined || previous === undefined || count <= previous) return count;
  if (notificationPermission() !== 'granted') return count;
  const newest = await client.workflowLists.getTodoList({
    pageBean: { page: 1, pageSize: 1, showTotal: false },
    sorter: [{ property: 'createTime', direction: 'DESC' }],
  });
  const task = newest.value?.rows[0];
  const added = count - previous;
  const notification = new Notification(
    added > 1 ? msg(str`您有 ${added} 条新的待办`) : msg('您有一条新的待办'),
    {
      body: task ? `${task.subject}\n${task.procDefName} · ${task.nodeName}` : undefined,
      tag: task ? `eip-task-${task.taskId}` : 'eip-task',
    },
  );
  if (task) {
    notification.onclick = () => {
      window.focus();
      window.location.assign(portalUrl(taskHref(task.taskId)));
    };
  }
  return count;
}

/**
 * Polls the to-do count while the staff area is open and the page visible; a new task becomes a
 * browser notification when the user allowed them. Every tab polls on its own (the server's count is
 * the truth), and a hidden page does not poll.
 */
export function useTaskNotifications(
  client: ApiClient,
  enabled: boolean,
  interval = UNREAD_POLL_INTERVAL_MS,
): void {
  useEffect(() => {
    if (!enabled) return;
    let last: number | undefined;
    let stopped = false;
    const run = async () => {
      if (stopped || document.visibilityState === 'hidden') return;
      try {
        last = await checkNewTasks(client, last);
      } catch {
        // A failed check changes nothing; the next one tries again.
      }
    };
    void run();
    const timer = setInterval(() => void run(), interval);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, enabled, interval]);
}
