import { describe, expect, it } from 'vitest';
import { groupRecipients, type Recipient } from '@/features/resources/components/assign/group-recipients';

const p5 = { id: 'cy-p5', name: 'Primary 5 Courage' };
const p4 = { id: 'cy-p4', name: 'Primary 4 Courage' };
const student = (id: string, fullName: string, classYear = p4): Recipient => ({ id, fullName, classYear });

describe('groupRecipients', () => {
  it('groups by class in name order with students in name order', () => {
    const { count, groups } = groupRecipients([student('3', 'Zara', p5), student('1', 'Ben'), student('2', 'Amy')]);
    expect(count).toBe(3);
    expect(groups.map((group) => group.classYear.name)).toEqual(['Primary 4 Courage', 'Primary 5 Courage']);
    expect(groups[0]!.students.map((one) => one.fullName)).toEqual(['Amy', 'Ben']);
  });

  it('counts a student named twice once', () => {
    const { count, groups } = groupRecipients([student('1', 'Ben'), student('1', 'Ben'), student('2', 'Amy')]);
    expect(count).toBe(2);
    expect(groups[0]!.students).toHaveLength(2);
  });

  it('gives no groups for no recipients', () => {
    expect(groupRecipients([])).toEqual({ count: 0, groups: [] });
  });
});
