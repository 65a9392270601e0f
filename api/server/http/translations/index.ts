import { ADMIN_TRANSLATIONS } from './admin.js';
import { BIDDING_TRANSLATIONS } from './bidding.js';
import { IDENTITY_TRANSLATIONS } from './identity.js';
import type { ServerLanguage, Translations } from './languages.js';
import { LAYOUT_ADMIN_TRANSLATIONS } from './layout-admin.js';
import { MAIL_TRANSLATIONS } from './mail.js';
import { PORTAL_TRANSLATIONS } from './portal.js';
import { PRINT_TEMPLATE_TRANSLATIONS } from './print-template.js';
import { PROCESS_ADMIN_TRANSLATIONS } from './process-admin.js';
import { PROJECT_EDITOR_TRANSLATIONS } from './project-editor.js';
import { PROJECT_PUBLICATION_TRANSLATIONS } from './project-publication.js';
import { QUESTION_TRANSLATIONS } from './questions.js';
import { SERVER_TRANSLATIONS } from './server.js';
import { SITE_ADMIN_TRANSLATIONS } from './site-admin.js';
import { STRUCTURE_ADMIN_TRANSLATIONS } from './structure-admin.js';
import { TENDER_TRANSLATIONS } from './tender.js';
import { WORKFLOW_TRANSLATIONS } from './workflow.js';
import { WORKFLOW_RUNNING_TRANSLATIONS } from './workflow-running.js';

/**
 * The server's messages in the caller's language. Routes write their messages in zh-CN (the spec
 * quotes them so); the envelope is translated once, where it is written, into the language of the
 * request's `Accept-Language`. A message that carries a value is a template (`接口不存在：{0}`): the
 * value is kept, or translated itself when it is a known message or field name.
 */

export { languageOf, SERVER_LANGUAGES, type ServerLanguage } from './languages.js';

/** The areas' tables as one; a message translated in two areas would make one of them dead, so it is refused. */
function merged(...tables: Record<string, Translations>[]): Record<string, Translations> {
  const all: Record<string, Translations> = {};
  for (const table of tables) {
    for (const [message, translations] of Object.entries(table)) {
      if (message in all) throw new Error(`translated twice: ${message}`);
      all[message] = translations;
    }
  }
  return all;
}

/** zh-CN message → its zh-TW and en-US text. */
const CATALOGUE = merged(
  SERVER_TRANSLATIONS,
  IDENTITY_TRANSLATIONS,
  PORTAL_TRANSLATIONS,
  WORKFLOW_TRANSLATIONS,
  WORKFLOW_RUNNING_TRANSLATIONS,
  PROCESS_ADMIN_TRANSLATIONS,
  TENDER_TRANSLATIONS,
  PROJECT_EDITOR_TRANSLATIONS,
  PROJECT_PUBLICATION_TRANSLATIONS,
  BIDDING_TRANSLATIONS,
  QUESTION_TRANSLATIONS,
  MAIL_TRANSLATIONS,
  ADMIN_TRANSLATIONS,
  STRUCTURE_ADMIN_TRANSLATIONS,
  SITE_ADMIN_TRANSLATIONS,
  LAYOUT_ADMIN_TRANSLATIONS,
  PRINT_TEMPLATE_TRANSLATIONS,
);

interface Template {
  pattern: RegExp;
  translations: Translations;
  /** Characters outside the placeholders: the most specific template wins. */
  literalLength: number;
}

const PLACEHOLDER = /\{(\d+)\}/g;

const TEMPLATES: Template[] = Object.entries(CATALOGUE)
  .filter(([source]) => /\{\d+\}/.test(source))
  .map(([source, translations]) => {
    const parts = source.split(PLACEHOLDER);
    // split keeps the placeholder numbers at odd positions.
    const pattern = parts
      .map((part, index) =>
        index % 2 ? `\\s*(?<v${part}>.+?)\\s*` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    const literalLength = parts.filter((_, index) => index % 2 === 0).join('').length;
    return { pattern: new RegExp(`^${pattern}$`, 's'), translations, literalLength };
  })
  .sort((a, b) => b.literalLength - a.literalLength);

/** A server message (zh-CN, as the routes write it) in the given language; unknown text stays as it is. */
export function translate(message: string, language: ServerLanguage): string {
  if (language === 'zh-CN') return message;
  const exact = CATALOGUE[message];
  if (exact) return exact[language];
  for (const template of TEMPLATES) {
    const values = message.match(template.pattern)?.groups;
    if (values) {
      return template.translations[language].replace(PLACEHOLDER, (_, index: string) =>
        translate(values[`v${index}`] ?? '', language),
      );
    }
  }
  return message;
}
