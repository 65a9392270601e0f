/**
 * Building blocks of the request schemas. Schemas are TypeBox (plain JSON Schema with static types); the
 * server validates them with Fastify's ajv and the client and elements use their static types.
 *
 * Browser code imports the types of this folder only (`import type`), so TypeBox stays out of the bundles.
 */
import { type Static, type TSchema, Type } from 'typebox';

/** Required text: at least one character that is not blank, at most maxLength. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** A short identifier as the lists and details take it. */
export const Id = Type.String({ minLength: 1, maxLength: 64 });

/** An object whose only required property is an id (`?id=`). */
export const IdQuery = Type.Object({ id: Id });
export type IdQuery = Static<typeof IdQuery>;

/**
 * One of a fixed set of strings. The schema says `type: 'string'` as well as the enum, so a value of
 * another type reads "格式不正确" and an unknown string "取值不正确".
 */
export const StringEnum = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** Text or null, e.g. a field the form clears. */
export const NullableString = (options: { maxLength: number }) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/** A body that may also be null or left out: list calls accept an empty request. */
export const NullableBody = <S extends TSchema>(schema: S) =>
  Type.Unsafe<Static<S> | null | undefined>({ ...schema, nullable: true });

/** A list given as a comma-separated text or as the parameter repeated (`?ids=a,b` or `?ids=a&ids=b`). */
export const TextList = (maxItems: number, itemLength = 64) =>
  Type.Union([
    Type.String({ maxLength: maxItems * (itemLength + 1) }),
    Type.Array(Type.String({ maxLength: itemLength }), { maxItems }),
  ]);
