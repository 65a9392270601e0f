import { DefIdOrKeyQuery, DefListBody, StartRightQuery } from '../../contract/schemas/workflow.js';
import type { BpmDefinition, BpmDefinitionDesign, StartRightInfo } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { forbidden, ok } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { canStart, startRightsOf } from '../workflow/access.js';
import {
  definitionQuery,
  loadDefinition,
  loadMainDefinition,
  toBpmDefinition,
  toDefinitionDetail,
} from '../workflow/definitions.js';
import { layoutOf } from '../workflow/design.js';

const DEFINITION_LIST: ListSpec = {
  columns: {
    name: { column: 'bpm_definitions.name' },
    defKey: { column: 'bpm_definitions.def_key' },
    categoryId: { column: 'bpm_definitions.category_id' },
    status: { column: 'bpm_definitions.status' },
    isMain: { column: 'bpm_definitions.is_main' },
    IS_MAIN_: { column: 'bpm_definitions.is_main' },
    version: { column: 'bpm_definitions.version', kind: 'number' },
    sn: { column: 'bpm_definitions.sn', kind: 'number' },
    createTime: { column: 'bpm_definitions.created_at', kind: 'date' },
    updateTime: { column: 'bpm_definitions.updated_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'bpm_definitions.sn', direction: 'asc' },
    { column: 'bpm_definitions.def_key', direction: 'asc' },
    { column: 'bpm_definitions.version', direction: 'desc' },
  ],
  defaultPageSize: 20,
};

/** The model service is for staff and administrators; tender-site identities are refused. */
function requireModelReader(user: SessionUser): void {
  if (user.identity && user.identity !== 'administrators') throw forbidden('没有权限访问流程');
}

const keyOf = (query: DefIdOrKeyQuery) => ({ defId: query.defId, defKey: query.defKey ?? query.flowKey });

/** The model service (bpmModel): flow definitions, their designs and start rights (workflow-portal 7). */
export function registerBpmModelRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  for (const key of ['def/listJson', 'def/query'] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { body: DefListBody },
      handler: async (request) => {
        requireModelReader(currentUser(request));
        let query = definitionQuery(ctx.db);
        // query: the main versions only (IS_MAIN_ = Y).
        if (key === 'def/query') query = query.where('bpm_definitions.is_main', '=', 'Y');
        const page = await runPagedQuery(query, request.body, DEFINITION_LIST);
        return ok({
          ...page,
          rows: page.rows.map(
            ({ category_name, ...row }): BpmDefinition => toBpmDefinition(row, category_name),
          ),
        });
      },
    });
  }

  signedIn.route({
    ...ctx.call('def/defGet', 'GET'),
    schema: { querystring: DefIdOrKeyQuery },
    handler: async (request) => {
      requireModelReader(currentUser(request));
      return ok(toDefinitionDetail(await loadDefinition(ctx.db, keyOf(request.query))));
    },
  });

  signedIn.route({
    ...ctx.call('def/getDefDesignByDefId', 'GET'),
    schema: { querystring: DefIdOrKeyQuery },
    handler: async (request) => {
      requireModelReader(currentUser(request));
      const definition = await loadDefinition(ctx.db, keyOf(request.query));
      const design: BpmDefinitionDesign = {
        defId: definition.row.id,
        defKey: definition.row.def_key,
        name: definition.row.name,
        bpmnXml: definition.row.bpmn_xml,
        layout: await layoutOf(definition.row.bpmn_xml),
        nodes: definition.nodes,
      };
      return ok(design);
    },
  });

  signedIn.route({
    ...ctx.call('def/getMainByDefIdOrKey', 'GET'),
    schema: { querystring: DefIdOrKeyQuery },
    handler: async (request) => {
      requireModelReader(currentUser(request));
      const definition = await loadMainDefinition(ctx.db, keyOf(request.query));
      return ok(toBpmDefinition(definition.row, definition.categoryName));
    },
  });

  signedIn.route({
    ...ctx.call('def/flowHasStartRights', 'GET'),
    schema: { querystring: DefIdOrKeyQuery },
    handler: async (request) => {
      const user = currentUser(request);
      const definition = await loadMainDefinition(ctx.db, keyOf(request.query));
      return ok(
        definition.row.status === 'deployed' && (await canStart(ctx.db, user, definition.row.def_key)),
      );
    },
  });

  signedIn.route({
    ...ctx.call('defAuthorize/startRight', 'GET'),
    schema: { querystring: StartRightQuery },
    handler: async (request) => {
      const user = currentUser(request);
      requireModelReader(user);
      const definition = await loadMainDefinition(ctx.db, keyOf(request.query));
      const info: StartRightInfo = {
        defKey: definition.row.def_key,
        rights: await startRightsOf(ctx.db, definition.row.def_key),
        canStart: await canStart(ctx.db, user, definition.row.def_key),
      };
      return ok(info);
    },
  });
}
