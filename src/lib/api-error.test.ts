import { describe, expect, it } from 'vitest';
import { LOCKED_MESSAGE, toApiError } from '@/lib/api-error';

/** What the API client rejects with for an error status (the fields toApiError reads). */
const clientError = (status: number, data: unknown) => ({
  isAxiosError: true,
  message: `Request failed with status code ${status}`,
  response: { status, data },
});

describe('toApiError on a 423 (signed-off records)', () => {
  it("gives the server's message, which names who signed off and when", () => {
    const message = "Primary 5 Courage's term 2 reports were signed off by Mdm Principal on 20 Nov 2026.";
    expect(toApiError(clientError(423, { message }))).toMatchObject({ status: 423, message });
  });

  it('words a 423 without a message, never the status code', () => {
    expect(toApiError(clientError(423, {}))).toMatchObject({ status: 423, message: LOCKED_MESSAGE });
    expect(toApiError(clientError(423, { message: '' })).message).toBe(LOCKED_MESSAGE);
  });
});
