import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { parseFileList } from '../../api/contract/tender.js';
import type { CompanyInfo as CompanyInfoData } from '../../api/contract/user.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, recordLoadStates } from '../core/load-states.js';
import { companyInfoStyles } from './company-info.styles.js';

/**
 * The signed-in supplier's company as registered (user getCompanyInfo), or the `company` given: name, credit code, legal
 * representative, contact, address, business scope and the business licence. When the user has no
 * company the server's message shows (获取供应商信息失败).
 *
 * @tag company-info
 * @summary The supplier's company information, read-only.
 *
 * @csspart base - The wrapper of everything.
 * @csspart facts - The list of the company's facts.
 * @csspart licence - The business licence files.
 * @csspart status - The loading or error line.
 */
@localized()
export class CompanyInfo extends EipElement {
  static override styles = companyInfoStyles;

  /** A company to show instead of the signed-in user's (an administrator reviewing a registration). */
  @property({ attribute: false }) company: CompanyInfoData | undefined;

  private readonly loader = new Task(this, {
    task: async ([given], { signal }) => given ?? answerValue(await this.api.ucUser.getCompanyInfo(signal)),
    args: () => [this.company] as const,
  });

  /** Loads the company again. */
  reload(): void {
    void this.loader.run();
  }

  private renderCompany(company: CompanyInfoData) {
    const fact = (label: string, value: string | null | undefined, wide = false) =>
      html`<div class=${wide ? 'wide' : ''}><dt>${label}</dt><dd>${value || '—'}</dd></div>`;
    const licence = parseFileList(company.businessLicense);
    return html`<dl part="facts">
        ${fact(msg('企业名称'), company.name)} ${fact(msg('统一社会信用代码'), company.creditCode)}
        ${fact(msg('法定代表人'), company.legalPerson)} ${fact(msg('联系人姓名'), company.contactName)}
        ${fact(msg('联系电话'), company.contactPhone)}
        ${fact(msg('注册时间'), formatDateTime(company.createTime, 'YYYY-MM-DD'))}
        ${fact(msg('企业地址'), company.address, true)} ${fact(msg('经营范围'), company.businessScope, true)}
      </dl>
      ${
        licence.length
          ? html`<section part="licence" aria-labelledby="licence-heading">
              <h3 id="licence-heading">${msg('营业执照')}</h3>
              <file-upload readonly list-type="card" label=${msg('营业执照')} .value=${licence}></file-upload>
            </section>`
          : nothing
      }`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        ...recordLoadStates(() => this.reload()),
        complete: (company) => this.renderCompany(company),
      })}
    </div>`;
  }
}
