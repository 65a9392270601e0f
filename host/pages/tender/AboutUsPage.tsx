import { msg } from '@lit/localize';
import { ColumnsPage } from './ColumnsPage.js';
import { installTenderPageStyles } from './tender-page-styles.js';

installTenderPageStyles();

/** /aboutUs: active 0 the company intro (with its history), 1 the contact page. */
export function AboutUsPage() {
  return (
    <ColumnsPage
      path="/aboutUs"
      title={msg('关于我们')}
      tabs={[
        {
          label: msg('公司简介'),
          columns: ['companyIntro', 'developmentHistory'],
          anchors: { developmentHistory: 'history' },
        },
        { label: msg('联系我们'), columns: ['contactUs'] },
      ]}
    />
  );
}
