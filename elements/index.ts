/**
 * Registers every element and applies the stored language. Importing a `*.component.js` file gives
 * the class alone; importing this (or `<name>/<name>.js`) defines the tags.
 */
import './change-password-dialog/change-password-dialog.js';
import './confirm-invite-dialog/confirm-invite-dialog.js';
import './file-upload/file-upload.js';
import './flow-chart/flow-chart.js';
import './flow-chart-dialog/flow-chart-dialog.js';
import './login-form/login-form.js';
import './news-detail/news-detail.js';
import './news-list/news-list.js';
import './notice-detail/notice-detail.js';
import './notice-list/notice-list.js';
import './opinion-table/opinion-table.js';
import './personal-info-dialog/personal-info-dialog.js';
import './portal-column/portal-column.js';
import './register-form/register-form.js';
import './registration-detail/registration-detail.js';
import './rich-text/rich-text.js';
import './signature-field/signature-field.js';
import './tender-detail/tender-detail.js';
import './tender-search-bar/tender-search-bar.js';
import './todo-badge/todo-badge.js';
import './todo-message-list/todo-message-list.js';
import { initLanguage } from './core/localize.js';

export { ChangePasswordDialog } from './change-password-dialog/change-password-dialog.js';
export { ConfirmInviteDialog } from './confirm-invite-dialog/confirm-invite-dialog.js';
export * from './core/api-context.js';
export * from './core/localize.js';
export * from './core/theme.js';
export { FileUpload } from './file-upload/file-upload.js';
export { FlowChart } from './flow-chart/flow-chart.js';
export { FlowChartDialog } from './flow-chart-dialog/flow-chart-dialog.js';
export { LoginForm } from './login-form/login-form.js';
export { NewsDetail } from './news-detail/news-detail.js';
export { NewsList } from './news-list/news-list.js';
export { NoticeDetail } from './notice-detail/notice-detail.js';
export { NoticeList } from './notice-list/notice-list.js';
export { OpinionTable } from './opinion-table/opinion-table.js';
export { PersonalInfoDialog } from './personal-info-dialog/personal-info-dialog.js';
export { PortalColumn } from './portal-column/portal-column.js';
export { RegisterForm } from './register-form/register-form.js';
export { RegistrationDetail } from './registration-detail/registration-detail.js';
export { RichText } from './rich-text/rich-text.js';
export { SignatureField } from './signature-field/signature-field.js';
export { TenderDetail } from './tender-detail/tender-detail.js';
export { TenderSearchBar } from './tender-search-bar/tender-search-bar.js';
export { TodoBadge } from './todo-badge/todo-badge.js';
export { TodoMessageList } from './todo-message-list/todo-message-list.js';

void initLanguage();
