import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { AnyEndpoint, ErrorStatus } from '@/lib/endpoint';

/** The error shape every failure answers (docs/api.md, "Errors"). */
const ErrorSchema = z
  .object({
    message: z.string().meta({ description: 'A sentence the portal shows to the user.' }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Field messages by field name (validation failures).' }),
  })
  .meta({ id: 'Error' });

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed or invalid request (message, and field messages in errors).',
  401: 'No token, an unknown or expired token, or (sign-in) wrong credentials.',
  403: 'Authenticated but not allowed.',
  404: 'No such item.',
  409: 'Conflicts with the current state.',
  413: 'Request body larger than the server accepts.',
  415: 'Request body is not application/json.',
  422: 'Body failed validation; errors names the fields.',
  423: 'Locked: the record belongs to a signed-off class report; the message names who signed and when.',
  429: 'Too many attempts; retry after the number of seconds in Retry-After.',
};

const BODY_ERRORS = [413, 415, 422] as const satisfies readonly ErrorStatus[];

const SUCCESS_DESCRIPTIONS = { 200: 'OK', 201: 'Created', 204: 'No content' } as const;

/** A file upload refuses by file: its size and type, not JSON. */
const MULTIPART_ERROR_DESCRIPTIONS: Partial<Record<ErrorStatus, string>> = {
  413: 'The file is larger than the server accepts (5 MB).',
  415: 'The file type is refused, or the body is not multipart/form-data.',
};

function errorResponse(status: ErrorStatus, multipart = false) {
  return {
    description: (multipart && MULTIPART_ERROR_DESCRIPTIONS[status]) || ERROR_DESCRIPTIONS[status],
    ...(status === 429 && {
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const } } },
    }),
    content: { 'application/json': { schema: ErrorSchema } },
  };
}

function operation(endpoint: AnyEndpoint): ZodOpenApiOperationObject {
  const errors = new Set<ErrorStatus>(endpoint.errors);
  if (!endpoint.public) errors.add(401);
  // Every body goes through the same limits and validation on the server (docs/api.md), so a write
  // documents them whether or not its definition remembered to list them.
  if (endpoint.body) for (const status of BODY_ERRORS) errors.add(status);
  const success = endpoint.binaryResponse
    ? { description: SUCCESS_DESCRIPTIONS[endpoint.status], content: { '*/*': { schema: { type: 'string' as const, format: 'binary' } } } }
    : endpoint.response
      ? { description: SUCCESS_DESCRIPTIONS[endpoint.status], content: { 'application/json': { schema: endpoint.response } } }
      : { description: SUCCESS_DESCRIPTIONS[endpoint.status] };
  const bodyMediaType = endpoint.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(endpoint.public && { security: [] }),
    requestParams: { ...(endpoint.params && { path: endpoint.params }), ...(endpoint.query && { query: endpoint.query }) },
    ...(endpoint.body && { requestBody: { required: true, content: { [bodyMediaType]: { schema: endpoint.body } } } }),
    responses: {
      [endpoint.status]: success,
      ...Object.fromEntries([...errors].sort().map((status) => [status, errorResponse(status, endpoint.bodyType === 'multipart')])),
    },
  };
}

/** docs/openapi.json, generated from the endpoint definitions and their zod schemas. */
export function buildOpenApiDocument(endpoints: readonly AnyEndpoint[]) {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operation(endpoint) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'School Portal API',
        version: '1.0.0',
        description:
          'The REST contract the portal calls, generated from its zod schemas (npm run contract). Prose: docs/api.md.',
      },
      servers: [{ url: '/api', description: 'VITE_API_URL; same-origin /api by default' }],
      security: [{ bearerAuth: [] }],
      tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
      paths,
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    {
      override: ({ jsonSchema, zodSchema, io }) => {
        // The portal's objects strip unknown keys, so answers may carry more fields than listed.
        const def = zodSchema._zod.def;
        if (io === 'output' && def.type === 'object' && !('catchall' in def && def.catchall)) {
          delete jsonSchema.additionalProperties;
        }
      },
    },
  );
}

export function renderOpenApiDocument(endpoints: readonly AnyEndpoint[]): string {
  return `${JSON.stringify(buildOpenApiDocument(endpoints), null, 2)}\n`;
}
