import { describe, expect, it } from 'vitest';
import { groupSubjectsByLevel } from './group-subjects';

const subject = (name: string, className: string, level: string, order: number) => ({
  name,
  classYear: { name: className },
  masterLevel: { id: level, name: level, order },
});

describe('groupSubjectsByLevel', () => {
  it('puts levels in level order and subjects by class then name', () => {
    const groups = groupSubjectsByLevel([
      subject('Science', 'P3 Blue', 'P3', 3),
      subject('Mathematics', 'P1 Red', 'P1', 1),
      subject('English', 'P3 Blue', 'P3', 3),
      subject('Mathematics', 'P3 Amber', 'P3', 3),
      subject('Music', 'P10 Red', 'P1', 1),
      subject('Art', 'P2 Red', 'P1', 1),
    ]);
    expect(groups.map((group) => group.level.name)).toEqual(['P1', 'P3']);
    expect(groups[0]?.subjects.map((s) => s.classYear.name)).toEqual(['P1 Red', 'P2 Red', 'P10 Red']);
    expect(groups[1]?.subjects.map((s) => `${s.classYear.name} ${s.name}`)).toEqual(['P3 Amber Mathematics', 'P3 Blue English', 'P3 Blue Science']);
  });

  it('gives no groups for no subjects', () => {
    expect(groupSubjectsByLevel([])).toEqual([]);
  });
});
