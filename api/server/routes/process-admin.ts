import {
  DefIdQuery,
  DefInstancesBody,
  SaveFormBody,
  SaveSettingsBody,
} from '../../contract/schemas/process-settings.js';
import { DefKeyQuery, DeployBody } from '../../contract/schemas/workflow-deploy.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { answered, forbidden, ok } from '../http/envelope.js';
import { isWorkflowAdmin } from '../workflow/access.js';
import {
  definitionInstances,
  definitionVersions,
  setDefinitionStatus,
} from '../workflow/definitions-admin.js';
import { deployDefinition } from '../workflow/deploy.js';
import { formOfVersion, saveForm } from '../workflow/form-editor.js';
import { saveSettings, settingsView } from '../workflow/process-settings.js';
import { language } from './workflow-request.js';

/** Deploying, versions, suspending, settings, forms, instances: the workflow administrators' (role 系统管理员). */
async function requireWorkflowAdmin(ctx: ServerContext, user: SessionUser): Promise<void> {
  if (!(await isWorkflowAdmin(ctx.db, user))) throw forbidden('只有系统管理员可以管理流程定义');
}

/** Process administration (issue 37): the calls of 流程管理 › 流程定义 and its designer. */
export function registerProcessAdminRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('def/deploy'),
    schema: { body: DeployBody },
    handler: async (request) => {
      const user = currentUser(request);
      await requireWorkflowAdmin(ctx, user);
      return answered(() => deployDefinition(ctx.db, request.body, user, language(request)));
    },
  });

  signedIn.route({
    ...ctx.call('def/versions'),
    schema: { querystring: DefKeyQuery },
    handler: async (request) => {
      await requireWorkflowAdmin(ctx, currentUser(request));
      return ok(await definitionVersions(ctx.db, request.query.defKey));
    },
  });

  for (const [key, status] of [
    ['def/suspend', 'forbidden'],
    ['def/activate', 'deployed'],
  ] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: DefKeyQuery },
      handler: async (request) => {
        await requireWorkflowAdmin(ctx, currentUser(request));
        await setDefinitionStatus(ctx.db, request.query.defKey, status);
        return ok();
      },
    });
  }

  signedIn.route({
    ...ctx.call('def/settings'),
    schema: { querystring: DefIdQuery },
    handler: async (request) => {
      await requireWorkflowAdmin(ctx, currentUser(request));
      return ok(await settingsView(ctx.db, request.query.defId));
    },
  });

  signedIn.route({
    ...ctx.call('def/saveSettings'),
    schema: { body: SaveSettingsBody },
    handler: async (request) => {
      await requireWorkflowAdmin(ctx, currentUser(request));
      return answered(async () => {
        await saveSettings(ctx.db, request.body.defId, request.body.settings);
        return settingsView(ctx.db, request.body.defId);
      });
    },
  });

  signedIn.route({
    ...ctx.call('def/form'),
    schema: { querystring: DefIdQuery },
    handler: async (request) => {
      await requireWorkflowAdmin(ctx, currentUser(request));
      return ok(await formOfVersion(ctx.db, request.query.defId));
    },
  });

  signedIn.route({
    ...ctx.call('def/saveForm'),
    schema: { body: SaveFormBody },
    handler: async (request) => {
      await requireWorkflowAdmin(ctx, currentUser(request));
      return answered(() => saveForm(ctx.db, request.body.defId, request.body.form));
    },
  });

  signedIn.route({
    ...ctx.call('def/instances'),
    schema: { body: DefInstancesBody },
    handler: async (request) => {
      await requireWorkflowAdmin(ctx, currentUser(request));
      return ok(await definitionInstances(ctx.db, request.body));
    },
  });
}
