import { describe, expect, it } from 'vitest';
import { currentVersionOf, nextVersionNumber, orderVersions } from './versions';

describe('version rules', () => {
  const versions = [{ version: 2, id: 'b' }, { version: 4, id: 'd' }, { version: 1, id: 'a' }, { version: 3, id: 'c' }];

  it('orders newest first without changing the input', () => {
    expect(orderVersions(versions).map((v) => v.id)).toEqual(['d', 'c', 'b', 'a']);
    expect(versions[0]?.id).toBe('b');
  });

  it('takes the newest as current, and numbers the next one after the highest', () => {
    expect(currentVersionOf(versions)?.id).toBe('d');
    expect(currentVersionOf([])).toBeUndefined();
    expect(nextVersionNumber(versions)).toBe(5);
    expect(nextVersionNumber([])).toBe(1);
  });
});
