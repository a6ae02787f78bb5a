import { describe, expect, it } from 'vitest';
import { permissionRefusal, SUBJECTS } from './permissions';

describe('permission refusals', () => {
  it('name the subject in words, never by its code', () => {
    expect(permissionRefusal('view', 'StudentReport')).toBe('You do not have permission to view student reports.');
    expect(permissionRefusal('update', 'SchemeOfWork')).toBe('You do not have permission to change schemes of work.');
    for (const subject of SUBJECTS) {
      for (const action of ['view', 'create', 'update'] as const) {
        expect(permissionRefusal(action, subject)).not.toMatch(/[a-z][A-Z]|\b(update|create)\b/);
      }
    }
  });
});
