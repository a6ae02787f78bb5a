import { describe, expect, it } from 'vitest';
import { replayCases } from './replay-cases';
import { operationIds, replayed } from './replay-client';

// Replays the demo backend's answers for every operation of docs/openapi.json and validates each
// against the document (ajv), so the demo backend, the zod schemas and the document cannot drift.

describe('the demo backend answers as docs/openapi.json says', () => {
  replayCases();

  it('has replayed a success of every documented operation', () => {
    const succeeded = operationIds.filter((id) => [...replayed].some((entry) => /^ 2\d\d$/.test(entry.slice(id.length)) && entry.startsWith(id)));
    expect(operationIds.filter((id) => !succeeded.includes(id))).toEqual([]);
  });
});
