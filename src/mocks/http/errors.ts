import { HttpResponse } from 'msw';

/** The one error shape of the contract: `{ message, errors? }`. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** Thrown anywhere inside a handler; the route wrapper turns it into an error response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorResponse(status: number, message: string, errors?: Record<string, string>): Response {
  const body: ErrorBody = errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
  return HttpResponse.json(body, { status });
}

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found.`);
