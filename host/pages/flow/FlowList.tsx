import { useRef } from 'react';
import { TaskList } from '../../../elements/react/task-list.js';
import type { TaskList as TaskListElement, TaskListKind } from '../../../elements/task-list/task-list.js';
import { useFlowChart } from './use-flow-chart.js';
import { useOpenRow } from './use-open-row.js';
import { useReloadOnChange } from './use-reload-on-change.js';

/** One list of the workflow area: rows open where they belong, and the list reloads after a change. */
export function FlowList({
  kind,
  label,
  savedFilters = false,
}: {
  kind: TaskListKind;
  label: string;
  savedFilters?: boolean;
}) {
  const ref = useRef<TaskListElement>(null);
  const onOpen = useOpenRow();
  const chart = useFlowChart();
  useReloadOnChange(ref);
  return (
    <>
      <TaskList
        ref={ref}
        kind={kind}
        label={label}
        savedFilters={savedFilters}
        onEipTaskOpen={onOpen}
        onEipFlowChartOpen={(event) => chart.show(event.detail.instId)}
      />
      {chart.dialog}
    </>
  );
}
