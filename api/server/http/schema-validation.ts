/**
 * How the routes' schemas become validators: Fastify's own ajv compiler (@fastify/ajv-compiler, the
 * options given to Fastify), with two differences.
 *
 * - A route's schema is compiled when its first request comes, not when the server starts. Compiling
 *   all of them (about 230 routes) was the largest part of a start, 1.7 s of CPU, most of it for
 *   routes a given process never serves; a first request pays a few milliseconds instead.
 * - The compilers are kept per process, not per server: ajv caches by schema object, and every server
 *   of a process takes its schemas from the same contract modules, so a test process that starts a
 *   hundred servers compiles each schema once.
 *
 * Every route's schema is still compiled by a test (`tests/node/server/schema-validation.test.ts`), so a
 * schema ajv refuses fails there rather than at some user's first request.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler } from 'fastify';

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
/** (Its declared type takes a bare schema; at run time Fastify gives it the route's part, as here.) */
type Compile = ReturnType<ValidatorFactory>;
type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];
/** What Fastify calls: ajv's validate function, which reports through its `errors` property. */
interface Validator {
  (data: unknown, context?: unknown): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}

const sharedFactory: ValidatorFactory = AjvCompiler();

/** Fastify's `ajv` option: coercion as forms and query strings need it, the first error only. */
export const AJV_OPTIONS = {
  customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: false },
} as const;

/** The compiler factory for Fastify's `schemaController.compilersFactory.buildValidator`. */
export const buildValidator: ValidatorFactory = (externalSchemas, options) => {
  const compile = sharedFactory(externalSchemas, options) as unknown as (route: RouteSchema) => Validator;
  return ((route: RouteSchema) => compileOnFirstUse(() => compile(route))) as unknown as Compile;
};

/** The same compilation at once: for the test that compiles every route's schema. */
export function compileNow(route: RouteSchema): Validator {
  const compile = sharedFactory({}, AJV_OPTIONS as Parameters<ValidatorFactory>[1]);
  return (compile as unknown as (route: RouteSchema) => Validator)(route);
}

function compileOnFirstUse(compile: () => Validator): Validator {
  let compiled: Validator | undefined;
  const validator = ((data: unknown, context?: unknown) => {
    compiled ??= compile();
    const valid = compiled(data, context);
    validator.errors = compiled.errors;
    return valid;
  }) as Validator;
  // Fastify passes the request as the root's parent (so ajv may coerce a root value) only to a
  // function with `schemaEnv`, as ajv's own have: the compiled one tells.
  Object.defineProperty(validator, 'schemaEnv', {
    get: () => {
      compiled ??= compile();
      return compiled.schemaEnv;
    },
  });
  return validator;
}
