import { msg } from '@lit/localize';
import { ColumnsPage } from './ColumnsPage.js';
import { installTenderPageStyles } from './tender-page-styles.js';

installTenderPageStyles();

/** /tutorial: the purchaser guide (active 0), the supplier guide (1), the FAQ (2) and getting started (3). */
export function TutorialPage() {
  return (
    <ColumnsPage
      path="/tutorial"
      title={msg('用户指南')}
      tabs={[
        { label: msg('采购人指南'), columns: ['purchaserGuide'] },
        { label: msg('供应商指南'), columns: ['supplierGuide'] },
        { label: msg('常见问题'), columns: ['faq'] },
        { label: msg('新手入门'), columns: ['userGuide'] },
      ]}
    />
  );
}
