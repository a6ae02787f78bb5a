import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAPS_ATTAINMENTS, type LeapsDomain } from '../school/enums';
import { leapsAttainment, leapsLevelLabel, studentLeapsAttainment } from './leaps';

const levels = (participation: number, achievement: number, leadership: number, service: number) => ({
  participation,
  achievement,
  leadership,
  service,
});

describe('leapsAttainment', () => {
  it('bands the total of the four levels', () => {
    expect(leapsAttainment(levels(4, 4, 4, 4))).toBe('Excellent');
    expect(leapsAttainment(levels(3, 3, 3, 3))).toBe('Excellent');
    expect(leapsAttainment(levels(3, 3, 3, 2))).toBe('Good');
    expect(leapsAttainment(levels(2, 2, 2, 2))).toBe('Good');
    expect(leapsAttainment(levels(2, 2, 2, 1))).toBe('Fair');
    expect(leapsAttainment(levels(1, 1, 1, 1))).toBe('Fair');
    expect(leapsAttainment(levels(1, 1, 1, 0))).toBe('Below Fair');
    expect(leapsAttainment(levels(0, 0, 0, 0))).toBe('Below Fair');
  });

  it('clamps levels outside 0..4', () => {
    expect(leapsAttainment(levels(9, 0, 0, 0))).toBe('Fair');
    expect(leapsAttainment(levels(-5, 4, 4, 4))).toBe('Excellent');
  });

  it('never falls when a level rises (property)', () => {
    const level = fc.integer({ min: 0, max: 4 });
    fc.assert(
      fc.property(level, level, level, level, (p, a, l, s) => {
        const rank = (value: string) => LEAPS_ATTAINMENTS.indexOf(value as (typeof LEAPS_ATTAINMENTS)[number]);
        expect(rank(leapsAttainment(levels(Math.min(4, p + 1), a, l, s)))).toBeLessThanOrEqual(
          rank(leapsAttainment(levels(p, a, l, s))),
        );
      }),
    );
  });
});

describe('studentLeapsAttainment', () => {
  const event = (domain: LeapsDomain, level: number, date: string, name = `${domain}-${level}-${date}`) => ({
    domain,
    level,
    date,
    name,
  });

  it('gives level 0 in every domain and no overall band when there are no events', () => {
    const result = studentLeapsAttainment([]);
    expect(result.levels).toEqual(levels(0, 0, 0, 0));
    expect(result.overall).toBeNull();
    expect(result.domains.service).toEqual({ level: 0, basis: null, eventsCount: 0 });
  });

  it('takes the highest level of several events in a domain; events never add up', () => {
    const events = [
      event('service', 1, '2026-08-01'),
      event('service', 3, '2026-09-01'),
      event('service', 2, '2026-10-01'),
      event('service', 1, '2026-10-02'),
    ];
    const result = studentLeapsAttainment(events);
    expect(result.levels.service).toBe(3);
    expect(result.domains.service.basis).toBe(events[1]);
    expect(result.domains.service.eventsCount).toBe(4);
    expect(result.levels.participation).toBe(0);
    expect(result.overall).toBe('Below Fair');
  });

  it('on a tie at the highest level the earliest event sets it, and equal dates keep the given order', () => {
    const late = event('achievement', 4, '2027-03-01', 'late');
    const early = event('achievement', 4, '2026-08-15', 'early');
    const sameDay = event('achievement', 4, '2026-08-15', 'same day');
    expect(studentLeapsAttainment([late, early, sameDay]).domains.achievement.basis).toBe(early);
    expect(studentLeapsAttainment([sameDay, early]).domains.achievement.basis).toBe(sameDay);
  });

  it('bands the overall from the four domain levels and clamps levels to 1..4', () => {
    const result = studentLeapsAttainment([
      event('participation', 9, '2026-08-01'),
      event('achievement', 3, '2026-08-01'),
      event('leadership', 0, '2026-08-01'),
      event('service', 4, '2026-08-01'),
    ]);
    expect(result.levels).toEqual(levels(4, 3, 1, 4));
    expect(result.overall).toBe('Excellent');
  });

  it('names each level of each domain', () => {
    expect(leapsLevelLabel('achievement', 4)).toBe('Level 4 – International');
    expect(leapsLevelLabel('leadership', 1)).toBe('Level 1 – Class');
    expect(leapsLevelLabel('service', 7)).toBe('Level 7');
  });
});
