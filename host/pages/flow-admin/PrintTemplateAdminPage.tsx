import { PrintTemplateAdmin } from '../../../elements/react/print-template-admin.js';
import type { StaffPageProps } from '../../views/registry.js';
import { FlowPage } from '../flow/FlowPage.js';

/**
 * 打印模板 (flowAdmin/printTemplate): the global Word print template every instance's 导出 Word fills, for
 * the workflow administrators to upload, download or remove (the server refuses everyone else).
 */
export function PrintTemplateAdminPage({ route }: StaffPageProps) {
  return (
    <FlowPage title={route.title}>
      <PrintTemplateAdmin />
    </FlowPage>
  );
}
