import { localized, msg } from '@lit/localize';
import type { ContractInformation, ContractInformationBody } from '../../api/contract/procure-personal.js';
import { type ProfileFieldSpec, ProfileForm, phoneProblem } from '../core/forms/profile-form.js';
import { contractInfoFormStyles } from './contract-info-form.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-contract-info-saved': { record: ContractInformation };
  }
}

type Key = keyof ContractInformationBody;

const FIELDS: readonly ProfileFieldSpec<Key>[] = [
  { key: 'fCompanyName', label: () => msg('单位名称'), required: true, maxlength: 200, wide: true },
  { key: 'fLegalRepresentative', label: () => msg('法定代表人'), maxlength: 100 },
  { key: 'fAgent', label: () => msg('委托代理人'), maxlength: 100 },
  {
    key: 'fPhone',
    label: () => msg('联系电话'),
    required: true,
    maxlength: 40,
    type: 'tel',
    check: phoneProblem,
  },
  {
    key: 'fPostcode',
    label: () => msg('邮政编码'),
    maxlength: 20,
    check: (value) => (/^\d{6}$/.test(value) ? null : msg('邮政编码应为6位数字')),
  },
  { key: 'fBankName', label: () => msg('开户银行'), maxlength: 200 },
  { key: 'fBankAccount', label: () => msg('银行账号'), maxlength: 64 },
  { key: 'fTaxNo', label: () => msg('税号'), maxlength: 64 },
  { key: 'fAddress', label: () => msg('单位地址'), maxlength: 500, wide: true },
];

/**
 * The party details the signed-in user's contracts carry (wContractMsgManage getByCurrentUser and
 * saveByCurrentUser): company, legal representative, agent, phone, address, bank and tax number,
 * edited in place. A refusal shows the server's message and keeps what was typed.
 *
 * @tag contract-info-form
 * @summary The contract information of the user's company, editable.
 *
 * @event eip-contract-info-saved - Saved. `detail: { record }`.
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
export class ContractInfoForm extends ProfileForm<Key, ContractInformation> {
  static override styles = contractInfoFormStyles;

  protected readonly fields = FIELDS;

  protected load(signal: AbortSignal) {
    return this.api.procureProject.getContractInformation(signal);
  }

  protected save(values: { [K in Key]: string }) {
    return this.api.procureProject.saveContractInformation(values);
  }

  protected formLabel(): string {
    return msg('合同信息');
  }

  protected saved(record: ContractInformation): void {
    this.emit('eip-contract-info-saved', { record });
  }
}
