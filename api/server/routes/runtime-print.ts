import { SetPrintTemplateBody } from '../../contract/schemas/print-template.js';
import {
  InstanceWordPrintBody,
  InstQuery,
  ModifyRecordQueryBody,
  PrintLogBody,
  PrintQueryBody,
} from '../../contract/schemas/workflow-instance.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { answered, ok } from '../http/envelope.js';
import { languageOf } from '../http/translations/index.js';
import { DOCX_MIME } from '../storage/docx.js';
import { fileStorageFor } from '../storage/index.js';
import { contentDisposition, withoutControlCharacters } from '../storage/mime.js';
import { loadDefinition } from '../workflow/definitions.js';
import { instanceDocx } from '../workflow/instance-print.js';
import { logPrint, modifyRecordsOf, printRecords, watermarkFor } from '../workflow/instance-records.js';
import {
  fillPrintTemplate,
  globalPrintTemplate,
  printTemplateBytes,
  printValues,
  removeGlobalPrintTemplate,
  setGlobalPrintTemplate,
} from '../workflow/print-template.js';
import { visibleInstance } from '../workflow/service.js';
import { opinionsOf } from '../workflow/views.js';
import { instIdOf, staff } from './workflow-request.js';

/**
 * Printing an instance's form (print records, the Word print), the watermark laid over previews and
 * prints, and the form's modify records (issue 14). Only who may see the instance reads or prints it. The
 * Word print fills the global print template when a workflow administrator set one.
 */
export function registerRuntimePrintRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  signedIn.route({
    ...ctx.call('bpmPrintRecord/printLog', 'POST'),
    schema: { body: PrintLogBody },
    handler: async (request) => {
      const user = staff(request);
      const instance = await visibleInstance(db, user, request.body.instId);
      return ok(await logPrint(db, user, instance, request.body.type, request.body.taskId));
    },
  });

  signedIn.route({
    ...ctx.call('bpmPrintRecord/query', 'POST'),
    schema: { body: PrintQueryBody },
    handler: async (request) => {
      const user = staff(request);
      const { instId, pageBean } = request.body;
      if (instId) {
        const instance = await visibleInstance(db, user, instId);
        return ok(await printRecords(db, { instId: instance.id }, pageBean));
      }
      return ok(await printRecords(db, { userId: user.id }, pageBean));
    },
  });

  signedIn.route({
    ...ctx.call('bpmPrintRecord/getByProInstId', 'GET'),
    schema: { querystring: InstQuery },
    handler: async (request) => {
      const instance = await visibleInstance(db, staff(request), instIdOf(request.query));
      return ok((await printRecords(db, { instId: instance.id }, { pageSize: 100 })).rows);
    },
  });

  signedIn.route({
    ...ctx.call('instance/wordPrint'),
    schema: { body: InstanceWordPrintBody },
    handler: async (request, reply) => {
      const user = staff(request);
      const instance = await visibleInstance(db, user, request.body.instId);
      const definition = await loadDefinition(db, { defId: instance.def_id });
      const now = new Date();
      const content = {
        definition,
        data: JSON.parse(instance.form_data),
        opinions: await opinionsOf(db, instance.id),
        watermark: watermarkFor(user, instance.id, now),
        language: languageOf(request.headers['accept-language']),
      };
      // The global template when an administrator set one (print-template.ts), else the built-in layout.
      const template = await printTemplateBytes(db, fileStorageFor(ctx));
      const document = template
        ? fillPrintTemplate(template, printValues({ instance, ...content }))
        : await instanceDocx({ subject: instance.subject, ...content });
      await logPrint(db, user, instance, 'word', request.body.taskId, now);
      const fileName = `${withoutControlCharacters(instance.subject).replace(/[\\/:*?"<>|]/g, '_')}.docx`;
      return reply
        .header('Content-Type', DOCX_MIME)
        .header('Content-Disposition', contentDisposition('attachment', fileName))
        .header('Cache-Control', 'no-store')
        .send(document);
    },
  });

  // The global Word print template (workflow-portal §7): any staff member reads it, workflow administrators
  // set and remove it.
  signedIn.route({
    ...ctx.call('wordPrint/getGlobalPrintTemplate', 'GET'),
    handler: async (request) => ok(await globalPrintTemplate(db, currentUser(request))),
  });

  // What is wrong with an uploaded template (a placeholder at fault, no .docx, too large unpacked) is the
  // administrator's to read and fix: a refusal (state false, no code) that <print-template-admin> shows
  // where they uploaded, not an error the client would toast as well. Anyone else stays refused (403).
  signedIn.route({
    ...ctx.call('wordPrint/setGlobalPrintTemplate'),
    schema: { body: SetPrintTemplateBody },
    handler: async (request) =>
      answered(() =>
        setGlobalPrintTemplate(db, fileStorageFor(ctx), currentUser(request), request.body.fileId),
      ),
  });

  signedIn.route({
    ...ctx.call('wordPrint/removeGlobalPrintTemplate'),
    handler: async (request) => ok(await removeGlobalPrintTemplate(db, currentUser(request))),
  });

  signedIn.route({
    ...ctx.call('bpmWatermark/getByInstId', 'GET'),
    schema: { querystring: InstQuery },
    handler: async (request) => {
      const user = staff(request);
      const instance = await visibleInstance(db, user, instIdOf(request.query));
      return ok(watermarkFor(user, instance.id));
    },
  });

  signedIn.route({
    ...ctx.call('boDataModifyRecord/listJsonQuery'),
    schema: { body: ModifyRecordQueryBody },
    handler: async (request) => {
      const instance = await visibleInstance(db, staff(request), request.body.instId);
      return ok(await modifyRecordsOf(db, instance.id, request.body.pageBean));
    },
  });
}
