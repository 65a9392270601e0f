import { localized, msg } from '@lit/localize';
import type { PurchaserInformation, PurchaserInformationBody } from '../../api/contract/procure-personal.js';
import {
  emailProblem,
  type ProfileFieldSpec,
  ProfileForm,
  phoneProblem,
} from '../core/forms/profile-form.js';
import { purchaserInfoFormStyles } from './purchaser-info-form.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-purchaser-info-saved': { record: PurchaserInformation };
  }
}

type Key = keyof PurchaserInformationBody;

const FIELDS: readonly ProfileFieldSpec<Key>[] = [
  { key: 'fCompanyName', label: () => msg('单位名称'), required: true, maxlength: 200, wide: true },
  { key: 'fCreditCode', label: () => msg('统一社会信用代码'), maxlength: 64 },
  { key: 'fContactName', label: () => msg('联系人'), required: true, maxlength: 100 },
  {
    key: 'fContactPhone',
    label: () => msg('联系电话'),
    required: true,
    maxlength: 40,
    type: 'tel',
    check: phoneProblem,
  },
  { key: 'fContactEmail', label: () => msg('邮箱'), maxlength: 200, type: 'email', check: emailProblem },
  { key: 'fBankName', label: () => msg('开户银行'), maxlength: 200 },
  { key: 'fBankAccount', label: () => msg('银行账号'), maxlength: 64 },
  { key: 'fAddress', label: () => msg('单位地址'), maxlength: 500, wide: true },
  { key: 'fRemark', label: () => msg('备注'), maxlength: 2000, multiline: true, wide: true },
];

/**
 * The signed-in purchaser's information (wPurchaserInformationManage getByCurrentUser and
 * saveByCurrentUser): company, credit code, contact, bank and address, edited in place. A refusal
 * shows the server's message and keeps what was typed.
 *
 * @tag purchaser-info-form
 * @summary The purchaser's information, editable.
 *
 * @event eip-purchaser-info-saved - Saved. `detail: { record }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart form - The form.
 * @csspart field - Each field: label, input and message.
 * @csspart field-label - The label of a field.
 * @csspart field-input - The input of a field.
 * @csspart field-error - The message under a field.
 * @csspart message - The failed-check warning or the server's refusal.
 * @csspart submit - The save button.
 * @csspart status - The loading or error line.
 */
@localized()
export class PurchaserInfoForm extends ProfileForm<Key, PurchaserInformation> {
  static override styles = purchaserInfoFormStyles;

  protected readonly fields = FIELDS;

  protected load(signal: AbortSignal) {
    return this.api.procureProject.getPurchaserInformation(signal);
  }

  protected save(values: { [K in Key]: string }) {
    return this.api.procureProject.savePurchaserInformation(values);
  }

  protected formLabel(): string {
    return msg('采购人信息');
  }

  protected saved(record: PurchaserInformation): void {
    this.emit('eip-purchaser-info-saved', { record });
  }
}
