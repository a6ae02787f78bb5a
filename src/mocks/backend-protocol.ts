/**
 * The messages between the page and the demo backend's thread (`backend.worker.ts`). Requests and answers
 * travel as plain data with their bodies as transferred ArrayBuffers: a `Request` or `Response` cannot be
 * posted to a worker.
 */
export interface WireRequest {
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

export interface WireResponse {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

export type ToBackend =
  | { type: 'start'; latencyMs: number }
  | { type: 'request'; id: number; request: WireRequest }
  | { type: 'reset'; id: number };

export type FromBackend =
  | { type: 'response'; id: number; response: WireResponse | null }
  | { type: 'reset-done'; id: number };

/** Statuses whose response may carry no body (the Response constructor throws when given one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export async function toWireRequest(request: Request): Promise<WireRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: hasBody ? await request.arrayBuffer() : null,
  };
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer(),
  };
}

export function fromWireResponse(wire: WireResponse): Response {
  return new Response(NULL_BODY_STATUSES.has(wire.status) ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  });
}

/** The ArrayBuffers a message carries, to transfer rather than copy. */
export function transferablesOf(wire: WireRequest | WireResponse | null): ArrayBuffer[] {
  return wire?.body ? [wire.body] : [];
}
