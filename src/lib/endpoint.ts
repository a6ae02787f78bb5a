import type { z } from 'zod';

// zod is imported for types only: the sign-in page's endpoints go through here and its first load
// must not carry zod (docs/decisions/platform.md); a definition brings its own schemas.

/**
 * The one API client, loaded with the first call rather than with this module: the sign-in page's first load
 * runs this module but sends nothing, and axios is a sixth of that load (docs/decisions/platform.md).
 */
const loadApiClient = () => import('@/lib/api-client').then((module) => module.apiClient);

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Error statuses an operation answers on purpose; 401 (authenticated calls) and 5xx go without saying. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429;

type ObjectSchema = z.ZodObject;

/**
 * One operation of the REST contract, declared once: the fetcher calls through it and
 * `docs/openapi.json` is generated from it (`npm run contract`).
 */
export interface Endpoint<
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends ObjectSchema | undefined = ObjectSchema | undefined,
  Query extends ObjectSchema | undefined = ObjectSchema | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly kind: 'endpoint';
  /** Unique, camelCase; the OpenAPI operationId. */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Path relative to the API base URL, with `{name}` placeholders named in `params`. */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The success answer; absent for 204 No Content. */
  readonly response?: Response;
  readonly status: 200 | 201 | 204;
  readonly errors: readonly ErrorStatus[];
  /** Called without a bearer token (sign-in). */
  readonly public: boolean;
  /** How the body travels: JSON (the default) or multipart/form-data (a file upload, spec §7). */
  readonly bodyType?: 'json' | 'multipart';
  /** The success answer is bytes with their own Content-Type (a file), read with {@link fetchBinary}. */
  readonly binaryResponse?: boolean;
}

export type AnyEndpoint = Endpoint<z.ZodType | undefined, ObjectSchema | undefined, ObjectSchema | undefined, z.ZodType | undefined>;

type Definition<R, P, Q, B> = Omit<Endpoint<R & (z.ZodType | undefined), P & (ObjectSchema | undefined), Q & (ObjectSchema | undefined), B & (z.ZodType | undefined)>, 'kind' | 'status' | 'errors' | 'public'> &
  Partial<Pick<Endpoint, 'status' | 'errors' | 'public'>>;

export function defineEndpoint<
  R extends z.ZodType | undefined = undefined,
  P extends ObjectSchema | undefined = undefined,
  Q extends ObjectSchema | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(definition: Definition<R, P, Q, B>): Endpoint<R, P, Q, B> {
  return {
    kind: 'endpoint',
    status: definition.response ? 200 : 204,
    errors: [],
    public: false,
    ...definition,
  };
}

export function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'endpoint';
}

/** The schema a definition gave for one part (params, query, body, response), or undefined. */
type PartOf<E, Name extends 'params' | 'query' | 'body' | 'response'> = E extends { readonly [K in Name]?: infer S } ? S : undefined;

type Field<Name extends string, S> = [S] extends [z.ZodType] ? { [K in Name]: z.input<S> } : { [K in Name]?: never };

/** What a call needs: path params, query and body as their schemas type them, and an abort signal. */
export type EndpointRequest<E extends AnyEndpoint> = Field<'params', PartOf<E, 'params'>> &
  Field<'query', PartOf<E, 'query'>> &
  Field<'body', PartOf<E, 'body'>> & { signal?: AbortSignal; onUploadProgress?: UploadProgressHandler };

/** Share of the body sent so far, 0 to 1 (multipart uploads show it as a progress bar). */
export type UploadProgressHandler = (fraction: number) => void;

export type EndpointAnswer<E extends AnyEndpoint> = [PartOf<E, 'response'>] extends [z.ZodType] ? z.output<PartOf<E, 'response'>> : void;

/** The path with its `{name}` placeholders filled in, each value URI-encoded. */
export function endpointUrl(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(String(value));
  });
}

/** A call as it goes on the wire: path params, query string values, body. */
export interface RawRequest {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  signal?: AbortSignal;
  onUploadProgress?: UploadProgressHandler;
}

/** A multipart body from a flat object: files and blobs as parts, anything else as text. */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

/** Sends the operation through the one API client and hands back the unparsed answer body. */
export async function sendRequest(
  endpoint: AnyEndpoint,
  { params, query, body, signal, onUploadProgress }: RawRequest = {},
): Promise<unknown> {
  const apiClient = await loadApiClient();
  const response = await apiClient.request<unknown>({
    method: endpoint.method,
    url: endpointUrl(endpoint.path, params),
    params: query,
    // axios sets the multipart boundary itself for FormData.
    data: endpoint.bodyType === 'multipart' ? toFormData(body) : body,
    signal,
    ...(onUploadProgress && {
      onUploadProgress: (event: { loaded: number; total?: number }) =>
        onUploadProgress(event.total ? Math.min(1, event.loaded / event.total) : 0),
    }),
  });
  return response.data;
}

/**
 * Calls an operation whose answer is a file and hands back its bytes as a Blob typed by their
 * Content-Type. Read as an ArrayBuffer: every XMLHttpRequest (jsdom's too) delivers those alike.
 */
export async function fetchBinary(endpoint: AnyEndpoint, { params, query, signal }: RawRequest = {}): Promise<Blob> {
  const apiClient = await loadApiClient();
  const response = await apiClient.request<ArrayBuffer>({
    method: endpoint.method,
    url: endpointUrl(endpoint.path, params),
    params: query,
    signal,
    responseType: 'arraybuffer',
  });
  const type = response.headers['content-type'];
  return new Blob([response.data], { type: typeof type === 'string' ? type : '' });
}

/**
 * Calls the operation and parses the answer with its schema, so a backend that drifts from the
 * contract fails with a clear error rather than a white screen.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  ...[request]: [PartOf<E, 'params'> | PartOf<E, 'query'> | PartOf<E, 'body'>] extends [undefined]
    ? [EndpointRequest<E>?]
    : [EndpointRequest<E>]
): Promise<EndpointAnswer<E>> {
  const data = await sendRequest(endpoint, request);
  // The conditional answer type cannot be narrowed by TypeScript; the schema is what checks it.
  return (endpoint.response ? endpoint.response.parse(data) : undefined) as EndpointAnswer<E>;
}
