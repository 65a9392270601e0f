import { useRef } from 'react';
import type { FlowCardKind, FlowCards as FlowCardsElement } from '../../../elements/flow-cards/flow-cards.js';
import { FlowCards } from '../../../elements/react/flow-cards.js';
import { toast } from '../../notify.js';
import { useFlowChart } from './use-flow-chart.js';
import { useOpenRow, useStartProcess } from './use-open-row.js';
import { useReloadOnChange } from './use-reload-on-change.js';

/** Cards of the workflow area (to-do, leader to-do, new process); they reload after a change. */
export function FlowCardList({ kind }: { kind: FlowCardKind }) {
  const ref = useRef<FlowCardsElement>(null);
  const onOpen = useOpenRow();
  const onStart = useStartProcess();
  const chart = useFlowChart();
  useReloadOnChange(ref);
  return (
    <>
      <FlowCards
        ref={ref}
        kind={kind}
        onEipTaskOpen={onOpen}
        onEipProcessStart={onStart}
        onEipFlowChartOpen={(event) => chart.show(event.detail.instId)}
        onEipCommonFlowChange={(event) => toast(event.detail.message)}
      />
      {chart.dialog}
    </>
  );
}
