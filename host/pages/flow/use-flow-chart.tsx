import { useCallback, useState } from 'react';
import { FlowChartDialog } from '../../../elements/react/flow-chart-dialog.js';

/**
 * The flow chart dialog of a workflow page: `show(instId)` opens it for an instance; render `dialog`
 * once in the page. The lists and the approval form open it the same way.
 */
export function useFlowChart(opinionPermission: 'b' | 'w' | 'r' | 'n' = 'r') {
  const [chart, setChart] = useState({ open: false, instId: '' });
  const show = useCallback((instId: string) => setChart({ open: true, instId }), []);
  const dialog = (
    <FlowChartDialog
      open={chart.open}
      instId={chart.instId}
      opinionPermission={opinionPermission}
      onEipClose={() => setChart((current) => ({ ...current, open: false }))}
    />
  );
  return { show, dialog };
}
