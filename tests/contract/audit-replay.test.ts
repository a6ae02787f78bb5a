import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { replayCases } from './replay-cases';
import { operationIds, documentedOperation, watchWritesWith, type AnsweredWrite } from './replay-client';

// Issue 24 §5, nothing escapes the record: the replay cases run again, and every write of docs/openapi.json that
// succeeds must leave at least one event of its own operation in the audit log.

/** "/class-years/{classYearId}/conduct" and "/class-years/{id}/conduct" are one path. */
const shapeOf = (operation: string) => operation.replace(/\{[^}]+\}/g, '{}');

const silent: string[] = [];
const recorded = new Set<string>();
const seen = new Set<string>();

function checkRecorded(write: AnsweredWrite): void {
  const wanted = shapeOf(`${write.method} ${write.path}`);
  const fresh = db.auditEvents.all().filter((event) => !seen.has(event.id));
  fresh.forEach((event) => seen.add(event.id));
  if (fresh.some((event) => shapeOf(event.operation) === wanted)) recorded.add(write.operationId);
  else silent.push(`${write.operationId} (${wanted} → ${write.status}) left no event`);
}

describe('every write of the contract goes on the record', () => {
  beforeAll(() => watchWritesWith(checkRecorded));
  afterAll(() => watchWritesWith(null));

  replayCases();

  it('found an event for every successful write, and replayed a success of every write', () => {
    expect(silent).toEqual([]);
    const writes = operationIds.filter((id) => documentedOperation(id).method !== 'get');
    expect(writes.filter((id) => !recorded.has(id))).toEqual([]);
  });
});
