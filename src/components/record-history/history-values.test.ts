import { describe, expect, it } from 'vitest';
import { anAuditEvent } from '../../../tests/audit-event';
import { actedBy, eventChangeLines, historyChange, historyValue } from './history-values';

describe('a recorded value in words', () => {
  it('reads empty values as blank', () => {
    for (const value of [null, undefined, '', '  ', []]) expect(historyValue(value)).toBe('blank');
  });

  it('reads numbers, text, yes/no and lists as a teacher would write them', () => {
    expect(historyValue(0)).toBe('0');
    expect(historyValue(12.5)).toBe('12.5');
    expect(historyValue('Diligent')).toBe('Diligent');
    expect(historyValue(true)).toBe('yes');
    expect(historyValue(false)).toBe('no');
    expect(historyValue(['Choir', 'Chess', null])).toBe('Choir, Chess, blank');
  });

  it('names an object by its words and never shows raw data', () => {
    expect(historyValue({ id: 'u-1', name: 'Ms Priya Nair' })).toBe('Ms Priya Nair');
    expect(historyValue({ id: 'x' })).toBe('(changed)');
  });

  it('writes a change as "label: before → after"', () => {
    expect(historyChange({ field: 'score', label: 'Mark', before: 11, after: 12 })).toBe('Mark: 11 → 12');
    expect(historyChange({ field: 'score', label: 'Mark', before: null, after: 7 })).toBe('Mark: blank → 7');
  });

  it('reads coded values in words where the section says what the codes mean', () => {
    expect(historyChange({ field: 'grade', label: 'Grade', before: null, after: 'NEEDS_IMPROVEMENT' }, 'CCA')).toBe('Grade: blank → Needs Improvement');
    expect(historyChange({ field: 'observations', label: 'FTP evaluation', before: [null], after: ['EMERGING', null] }, 'FTP evaluation')).toBe(
      'FTP evaluation: blank → Emerging, blank',
    );
    expect(historyChange({ field: 'grade', label: 'Grade', before: 'A', after: 'B' }, 'Marks')).toBe('Grade: A → B');
  });
});

describe('who acted, in words', () => {
  it('names the actor, whose account they used, and a hand-off from the admin portal', () => {
    const actor = { name: 'Mdm Siti Rahmah' };
    expect(actedBy({ actor, onBehalfOf: null, via: 'sign-in' })).toBe('Mdm Siti Rahmah');
    expect(actedBy({ actor, onBehalfOf: null, via: 'hand-off' })).toBe('Mdm Siti Rahmah through the admin portal');
    expect(actedBy({ actor, onBehalfOf: { name: 'Ms Priya Nair' }, via: 'hand-off' })).toBe(
      'Mdm Siti Rahmah as Ms Priya Nair through the admin portal',
    );
  });
});

describe('an event in lines', () => {
  const base = anAuditEvent();

  it('gives one line per changed field, and says what a save with no change or a read was', () => {
    expect(eventChangeLines({ ...base, changes: [{ field: 'remark', label: 'Remark', before: null, after: 'Kind' }] })).toEqual(['Remark: blank → Kind']);
    expect(eventChangeLines(base)).toEqual(['Saved with no field changed']);
    expect(eventChangeLines({ ...base, kind: 'access' })).toEqual(['Read the pupil’s personal details']);
  });
});
