import { getDate, ISOInterval } from '@0dep/piso';
import { Cron } from 'croner';
import type { ModelTimerStart } from './model-running.js';

/**
 * When a timer start event starts instances (timer-starts.ts keeps the next one as a row):
 * - timeDate: once, at that moment; a moment already past at deploy is refused (the model would never start).
 * - timeDuration: once, that long after the deploy.
 * - timeCycle: an ISO 8601 repeating interval, read by the ISO 8601 parser the boundary timers use
 *   (`R/PT1H`: every hour from the deploy on; `R3/PT10M`: three times; `R/2026-12-01T09:00:00+08:00/P1D`:
 *   at that moment, then every day), or a cron line as Camunda writes it (Quartz: seconds first, `?`, `0/15`,
 *   `L`, `W`, `#`, weekdays 1 = Sunday), read by croner in the portal's time (UTC+8).
 * Each next time is the first one after the time it is asked from: a time missed while no server ran starts
 * once, and the cycle goes on from then.
 */

/** The portal's dates are China's (steps.ts writes subjects' dates so): its cron lines are read there too. */
const CRON_TIME_ZONE = 'Asia/Shanghai';

/** An ISO 8601 interval never holds a space; a cron line always does. */
const isCron = (text: string) => text.trim().includes(' ');

function cronOf(text: string): Cron {
  return new Cron(text.trim(), {
    paused: true,
    mode: '6-or-7-parts',
    sloppyRanges: true,
    alternativeWeekdays: true,
    timezone: CRON_TIME_ZONE,
  });
}

/** The next start of a repeating interval or a cron line after `after` (none left: undefined). */
export function nextStart(cycle: string, anchor: Date, after: Date): Date | undefined {
  if (isCron(cycle)) return cronOf(cycle).nextRun(after) ?? undefined;
  const interval = new ISOInterval(cycle.trim()).parse();
  if (interval.repeat === undefined || interval.repeat === 0) throw new RangeError(cycle);
  // An interval with a start date of its own starts there first, then once each period after it; without
  // one, one period after the deploy. R<n> is n starts in all.
  const start = interval.start ? interval.startDate : undefined;
  if (start && start.getTime() > after.getTime()) return start;
  const next = interval.getExpireAt(after, anchor);
  if (next.getTime() <= after.getTime()) return undefined;
  if (start && interval.repeat > 0) {
    const pastLast = interval.getExpireAt(new Date(8.64e15), anchor);
    if (next.getTime() >= pastLast.getTime()) return undefined;
  }
  return next;
}

export interface FirstStart {
  dueAt: Date;
  /** The cycle that goes on after it; none for a start once. */
  cycle: string | null;
}

/**
 * A timer start event's first start after `now` (the deploy), or an Error whose message is the sentence the
 * deploy refuses the model with, naming the element.
 */
export function firstStart(start: ModelTimerStart, now: Date): FirstStart {
  const { name, value } = start;
  if (start.problem) throw new Error(start.problem);
  if (start.type === 'timeCycle') {
    let due: Date | undefined;
    try {
      due = nextStart(value, now, now);
    } catch {
      throw new Error(
        `开始事件“${name}”的周期 ${value} 不是 ISO 8601 的重复周期（如 R/PT1H），也不是 cron 表达式`,
      );
    }
    if (!due) throw new Error(`开始事件“${name}”的周期 ${value} 已全部过去：流程不会再定时启动`);
    return { dueAt: due, cycle: value };
  }
  if (start.type === 'timeDate') {
    let due: Date;
    try {
      due = getDate(value);
    } catch {
      throw new Error(`开始事件“${name}”的时间 ${value} 不是 ISO 8601 的日期`);
    }
    if (Number.isNaN(due.getTime())) throw new Error(`开始事件“${name}”的时间 ${value} 不是 ISO 8601 的日期`);
    if (due.getTime() <= now.getTime())
      throw new Error(`开始事件“${name}”的时间 ${value} 已经过去：流程不会再定时启动`);
    return { dueAt: due, cycle: null };
  }
  try {
    return { dueAt: new ISOInterval(value).parse().getExpireAt(now, now), cycle: null };
  } catch {
    throw new Error(`开始事件“${name}”的时长 ${value} 不是 ISO 8601 的时长`);
  }
}
