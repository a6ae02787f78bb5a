import { describe, expect, it } from 'vitest';
import { ADMISSION_STATUS_LABELS, admissionStatusOf, PROGRAMME_TYPE_LABELS } from './admissions';

describe('admission status of a placement result', () => {
  it('reads each result status as the admission it leads to, in spec §3\'s words', () => {
    const label = (status: Parameters<typeof admissionStatusOf>[0]) => ADMISSION_STATUS_LABELS[admissionStatusOf(status)];
    expect(label('ACCEPT')).toBe('Admitted');
    expect(label('REJECT')).toBe('Not Admitted');
    expect(label('WAITING')).toBe('Waiting');
    expect(label('WITHDRAWN')).toBe('Withdrawn');
    expect(label(null)).toBe('On Review');
    expect(label(undefined)).toBe('On Review');
  });

  it('names programme types as the spec does', () => {
    expect(PROGRAMME_TYPE_LABELS).toEqual({ ACADEMIC: 'Academics', NONACADEMIC: 'Non-Academics' });
  });
});
