import { readFileSync } from 'node:fs';

/** The models of the timer start tests: a Camunda Modeler export, and it with other timers. */
export const MONTHLY_REPORT = readFileSync(
  new URL('../workflow/fixtures/camunda-monthly-report.bpmn', import.meta.url),
  'utf8',
);

/** The Camunda export with another process id and another timer in place of its cron cycle. */
export function reportWith(key: string, timer: string): string {
  return MONTHLY_REPORT.replaceAll('monthlyReport', key).replace(
    '<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">0 0 9 1 * ?</bpmn:timeCycle>',
    timer,
  );
}

export const cycle = (text: string) =>
  `<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">${text}</bpmn:timeCycle>`;
export const date = (text: string) =>
  `<bpmn:timeDate xsi:type="bpmn:tFormalExpression">${text}</bpmn:timeDate>`;
export const duration = (text: string) =>
  `<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${text}</bpmn:timeDuration>`;
