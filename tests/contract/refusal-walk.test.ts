import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDemoDataChange } from '@/mocks/db';
import { replayCases } from './replay-cases';
import { documentedOperation, openApi, probeWritesWith, replayAnswer, replayedRefusals, type ReplayRequest } from './replay-client';

// Runs the replay cases again, and before every write that should succeed sends broken copies of its body:
// - invisible-only text in each free-text field (docs/api.md, "Free text"): a free-text field is a string the
//   document gives a maxLength, other than an identifier (a name ending in Id); file uploads (multipart) are
//   tested by their handlers;
// - a value of the wrong type in each field.
// Each copy must answer 422 whose `errors` names exactly the field that was broken, and change no table.
// Then every 422 the cases replay must name a field of what was sent.

/** Spaces, zero-width and direction characters that together show nothing. */
const INVISIBLE = '\u200B\u00A0\uFEFF\u202E\u2060 \u200B';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
}
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const components = (openApi as unknown as { components: { schemas: Record<string, JsonSchema> } }).components.schemas;
const resolve = (schema: JsonSchema): JsonSchema => (schema.$ref ? resolve(components[schema.$ref.split('/').pop() ?? '']!) : schema);

/** The free-text fields a body schema declares, as paths with `*` for any array index. */
function freeTextPaths(schema: JsonSchema, path: string[] = [], into = new Set<string>()): Set<string> {
  const resolved = resolve(schema);
  for (const part of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) freeTextPaths(part, path, into);
  for (const [key, property] of Object.entries(resolved.properties ?? {})) freeTextPaths(property, [...path, key], into);
  if (resolved.items) freeTextPaths(resolved.items, [...path, '*'], into);
  const types = [resolved.type].flat();
  const isText = types.includes('string') && resolved.maxLength !== undefined && !resolved.enum && !resolved.format && !resolved.pattern;
  if (isText && !/id$/i.test(path.findLast((part) => part !== '*') ?? '')) into.add(path.join('.'));
  return into;
}

/** Every field a body schema declares, as paths with `*` for any array index. */
function fieldPaths(schema: JsonSchema, path: string[] = [], into = new Set<string>()): Set<string> {
  const resolved = resolve(schema);
  for (const part of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) fieldPaths(part, path, into);
  for (const [key, property] of Object.entries(resolved.properties ?? {})) {
    into.add([...path, key].join('.'));
    fieldPaths(property, [...path, key], into);
  }
  if (resolved.items) fieldPaths(resolved.items, [...path, '*'], into);
  return into;
}

/** The schema of an operation's body, JSON or multipart. */
const bodySchemaOf = (operationId: string): JsonSchema | undefined => {
  const content = (documentedOperation(operationId).operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
  return Object.values(content ?? {})[0]?.schema;
};

/** Every leaf of a JSON body with its path. */
function leaves(value: Json, path: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  return [{ path, value }];
}

function withValueAt(body: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, Json>;
  for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, Json>;
  parent[path.at(-1)!] = value;
  return copy;
}

/** The value at a dotted `errors` key inside what was sent, or undefined when the key names nothing sent. */
function valueAt(sent: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), sent);
}

/** A value of another type than the one sent. */
const wrongType = (value: Json): Json => (typeof value === 'string' ? 42 : typeof value === 'number' ? 'not a number' : 'not a boolean');

const walked = new Map<string, { freeText: number; broken: number }>();
/** What went wrong, one line per broken copy, so one run lists every field at fault. */
const problems: string[] = [];

async function expectRefusalOf(operationId: string, request: ReplayRequest, body: Json, field: string, broken: string): Promise<void> {
  const changed = new Set<string>();
  const stop = onDemoDataChange((table) => changed.add(table));
  try {
    const { body: answer } = await replayAnswer<{ errors?: Record<string, string> }>(operationId, { ...request, body, status: 422 });
    const named = Object.keys(answer.errors ?? {});
    if (named.length !== 1 || named[0] !== field) problems.push(`${operationId} ${field} (${broken}): 422 names ${named.join(', ') || 'no field'}`);
  } catch (error) {
    problems.push(`${operationId} ${field} (${broken}): ${(error as Error).message.split('\n')[0]}`);
  } finally {
    stop();
  }
  if (changed.size > 0) problems.push(`${operationId} ${field} (${broken}): changed ${[...changed].join(', ')}`);
}

async function probeWrite(operationId: string, request: ReplayRequest): Promise<void> {
  const schema = bodySchemaOf(operationId);
  const body = request.body as Json;
  const counts = walked.get(operationId) ?? { freeText: 0, broken: 0 };
  walked.set(operationId, counts);
  const textPaths = schema ? freeTextPaths(schema) : new Set<string>();
  for (const leaf of leaves(body)) {
    const field = leaf.path.join('.');
    if (typeof leaf.value === 'string' && textPaths.has(leaf.path.map((part) => (typeof part === 'number' ? '*' : part)).join('.'))) {
      await expectRefusalOf(operationId, request, withValueAt(body, leaf.path, INVISIBLE), field, 'invisible text');
      counts.freeText += 1;
    }
    if (leaf.value !== null) {
      await expectRefusalOf(operationId, request, withValueAt(body, leaf.path, wrongType(leaf.value)), field, 'wrong type');
      counts.broken += 1;
    }
  }
}

describe('every write refuses a broken field with a 422 that names it, and stores nothing', () => {
  beforeAll(() => probeWritesWith(probeWrite));
  afterAll(() => probeWritesWith(null));

  replayCases();

  it('every broken copy was refused with a 422 naming the broken field, and changed nothing', () => {
    expect(problems).toEqual([]);
  });

  it('probed the free-text fields of every write that has one', () => {
    const withFreeText = [...walked.keys()].filter((operationId) => {
      const schema = bodySchemaOf(operationId);
      return schema && freeTextPaths(schema).size > 0;
    });
    expect(withFreeText.filter((operationId) => walked.get(operationId)!.freeText === 0)).toEqual([]);
    expect(withFreeText.length).toBeGreaterThan(25);
  });

  it('every 422 the cases replay names a field of what was sent, or one its body or path declares', () => {
    const unnamed = replayedRefusals
      .filter(({ operationId, request, answer }) => {
        const schema = bodySchemaOf(operationId);
        const declared = schema ? fieldPaths(schema) : new Set<string>();
        const keys = Object.keys((answer as { errors?: Record<string, string> }).errors ?? {});
        return !keys.some(
          (key) =>
            valueAt(request.body ?? request.query, key) !== undefined ||
            Object.hasOwn(request.params ?? {}, key) ||
            declared.has(key.replace(/\.\d+(?=\.|$)/g, '.*')),
        );
      })
      .map(({ operationId, answer }) => `${operationId}: ${JSON.stringify(answer)}`);
    expect(unnamed).toEqual([]);
  });
});
