import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './0001_foundation.js';
import * as identity from './0002_identity.js';
import * as portalShell from './0003_portal_shell.js';
import * as electronicSeal from './0004_electronic_seal.js';
import * as tenderSite from './0005_tender_site.js';
import * as speed from './0006_speed.js';
import * as tenderProjects from './0007_tender_projects.js';
import * as workflow from './0008_workflow.js';
import * as workflowLists from './0009_workflow_lists.js';
import * as bidding from './0010_bidding.js';
import * as evaluation from './0011_evaluation.js';
import * as taskActions from './0012_task_actions.js';
import * as instanceRecords from './0013_instance_records.js';
import * as share from './0014_share.js';
import * as mail from './0015_mail.js';
import * as messagesContacts from './0016_messages_contacts.js';
import * as agentsPhrases from './0017_agents_phrases.js';
import * as circulateNote from './0018_circulate_note.js';
import * as menuNames from './0019_menu_names.js';
import * as secretariesChangeFeed from './0020_secretaries_change_feed.js';
import * as searchWithFilters from './0021_search_with_filters.js';
import * as listIndexesCover from './0022_list_indexes_cover.js';
import * as platformDefaults from './0023_platform_defaults.js';
import * as linkWorkflowFiles from './0024_link_workflow_files.js';
import * as streamTickets from './0025_stream_tickets.js';
import * as textsI18n from './0026_texts_i18n.js';
import * as projectEditor from './0027_project_editor.js';
import * as projectNoticeText from './0029_project_notice_text.js';
import * as projectQuestions from './0030_project_questions.js';
import * as auditChain from './0031_audit_chain.js';
import * as publicListsChangeFeed from './0032_public_lists_change_feed.js';
import * as identityAdmin from './0033_identity_admin.js';
import * as orgLeaders from './0035_org_leaders.js';
import * as directoryUsers from './0037_directory_users.js';
import * as workflowIncidents from './0038_workflow_incidents.js';
import * as callActivities from './0039_call_activities.js';
import * as awardNotices from './0041_award_notices.js';
import * as awardMails from './0042_award_mails.js';
import * as perUserListsChangeFeed from './0043_per_user_lists_change_feed.js';
import * as siteAdmin from './0044_site_admin.js';
import * as registrationLicense from './0045_registration_license.js';
import * as methodRightsVersion from './0046_method_rights_version.js';
import * as processMails from './0047_process_mails.js';
import * as eventWaits from './0048_event_waits.js';
import * as newsTextsI18n from './0049_news_texts_i18n.js';
import * as perUserTenderListsChangeFeed from './0051_per_user_tender_lists_change_feed.js';
import * as layoutMenuPage from './0053_layout_menu_page.js';
import * as printTemplate from './0054_print_template.js';
import * as timerStarts from './0055_timer_starts.js';

/**
 * Every schema migration, in order. Listed statically (not read from a folder) so the server runs the
 * same from source, from a bundle and in tests. Add a new one at the end; never edit a landed one.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_identity': identity,
  '0003_portal_shell': portalShell,
  '0004_electronic_seal': electronicSeal,
  '0005_tender_site': tenderSite,
  '0006_speed': speed,
  '0007_tender_projects': tenderProjects,
  '0008_workflow': workflow,
  '0009_workflow_lists': workflowLists,
  '0010_bidding': bidding,
  '0011_evaluation': evaluation,
  '0012_task_actions': taskActions,
  '0013_instance_records': instanceRecords,
  '0014_share': share,
  '0015_mail': mail,
  '0016_messages_contacts': messagesContacts,
  '0017_agents_phrases': agentsPhrases,
  '0018_circulate_note': circulateNote,
  '0019_menu_names': menuNames,
  '0020_secretaries_change_feed': secretariesChangeFeed,
  '0021_search_with_filters': searchWithFilters,
  '0022_list_indexes_cover': listIndexesCover,
  '0023_platform_defaults': platformDefaults,
  '0024_link_workflow_files': linkWorkflowFiles,
  '0025_stream_tickets': streamTickets,
  '0026_texts_i18n': textsI18n,
  '0027_project_editor': projectEditor,
  '0029_project_notice_text': projectNoticeText,
  '0030_project_questions': projectQuestions,
  '0031_audit_chain': auditChain,
  '0032_public_lists_change_feed': publicListsChangeFeed,
  '0033_identity_admin': identityAdmin,
  '0035_org_leaders': orgLeaders,
  '0037_directory_users': directoryUsers,
  '0038_workflow_incidents': workflowIncidents,
  '0039_call_activities': callActivities,
  '0041_award_notices': awardNotices,
  '0042_award_mails': awardMails,
  '0043_per_user_lists_change_feed': perUserListsChangeFeed,
  '0044_site_admin': siteAdmin,
  '0045_registration_license': registrationLicense,
  '0046_method_rights_version': methodRightsVersion,
  '0047_process_mails': processMails,
  '0048_event_waits': eventWaits,
  '0049_news_texts_i18n': newsTextsI18n,
  '0051_per_user_tender_lists_change_feed': perUserTenderListsChangeFeed,
  '0053_layout_menu_page': layoutMenuPage,
  '0054_print_template': printTemplate,
  '0055_timer_starts': timerStarts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
