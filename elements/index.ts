/**
 * Registers every element and applies the stored language. Importing a `*.component.js` file gives
 * the class alone; importing this (or `<name>/<name>.js`) defines the tags.
 */
import './award-list/award-list.js';
import './change-password-dialog/change-password-dialog.js';
import './collect-button/collect-button.js';
import './collection-list/collection-list.js';
import './company-info/company-info.js';
import './contract-info-form/contract-info-form.js';
import './file-upload/file-upload.js';
import './login-form/login-form.js';
import './news-detail/news-detail.js';
import './news-list/news-list.js';
import './notice-detail/notice-detail.js';
import './notice-list/notice-list.js';
import './personal-info-dialog/personal-info-dialog.js';
import './portal-column/portal-column.js';
import './project-actions/project-actions.js';
import './project-list/project-list.js';
import './purchaser-info-form/purchaser-info-form.js';
import './register-form/register-form.js';
import './registration-list/registration-list.js';
import './registration-review/registration-review.js';
import './rich-text/rich-text.js';
import './seal-settings/seal-settings.js';
import './sign-up-form/sign-up-form.js';
import './signature-field/signature-field.js';
import './supplier-invite/supplier-invite.js';
import './tender-search-bar/tender-search-bar.js';
import './todo-badge/todo-badge.js';
import './todo-message-list/todo-message-list.js';
import { initLanguage } from './core/localize.js';

export { AwardList } from './award-list/award-list.js';
export { ChangePasswordDialog } from './change-password-dialog/change-password-dialog.js';
export { CollectButton } from './collect-button/collect-button.js';
export { CollectionList } from './collection-list/collection-list.js';
export { CompanyInfo } from './company-info/company-info.js';
export { ContractInfoForm } from './contract-info-form/contract-info-form.js';
export * from './core/api-context.js';
export * from './core/localize.js';
export * from './core/theme.js';
export { FileUpload } from './file-upload/file-upload.js';
export { LoginForm } from './login-form/login-form.js';
export { NewsDetail } from './news-detail/news-detail.js';
export { NewsList } from './news-list/news-list.js';
export { NoticeDetail } from './notice-detail/notice-detail.js';
export { NoticeList } from './notice-list/notice-list.js';
export { PersonalInfoDialog } from './personal-info-dialog/personal-info-dialog.js';
export { PortalColumn } from './portal-column/portal-column.js';
export { ProjectActions } from './project-actions/project-actions.js';
export { ProjectList } from './project-list/project-list.js';
export { PurchaserInfoForm } from './purchaser-info-form/purchaser-info-form.js';
export { RegisterForm } from './register-form/register-form.js';
export { RegistrationList } from './registration-list/registration-list.js';
export { RegistrationReview } from './registration-review/registration-review.js';
export { RichText } from './rich-text/rich-text.js';
export { SealSettings } from './seal-settings/seal-settings.js';
export { SignUpForm } from './sign-up-form/sign-up-form.js';
export { SignatureField } from './signature-field/signature-field.js';
export { SupplierInvite } from './supplier-invite/supplier-invite.js';
export { TenderSearchBar } from './tender-search-bar/tender-search-bar.js';
export { TodoBadge } from './todo-badge/todo-badge.js';
export { TodoMessageList } from './todo-message-list/todo-message-list.js';

void initLanguage();
