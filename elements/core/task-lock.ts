import { msg, str } from '@lit/localize';

/**
 * Who holds a task's lock, as the approval panel's tag and the task lists' rows say it: by name where the
 * server gave one (已被 张三 锁定), else as someone else.
 */
export function lockedByText(holder: string | null | undefined): string {
  return holder ? msg(str`已被 ${holder} 锁定`) : msg('已被他人锁定');
}
