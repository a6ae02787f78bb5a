import { type LeapsAttainment, type LeapsDomain } from '../school/enums';

export interface LeapsLevels {
  participation: number;
  achievement: number;
  leadership: number;
  service: number;
}

/** Each LEAPS domain is attained at a level from 0 to 4. */
export const LEAPS_MAX_LEVEL = 4;

/** The levels an event (or one student's part in it) is recorded at. */
export const LEAPS_EVENT_LEVELS = [1, 2, 3, 4] as const;
export type LeapsEventLevel = (typeof LEAPS_EVENT_LEVELS)[number];

export const LEAPS_DOMAIN_LABELS: Record<LeapsDomain, string> = {
  participation: 'Participation',
  achievement: 'Achievement',
  leadership: 'Leadership',
  service: 'Service',
};

/**
 * What each level means in each domain (our reading, docs/decisions/leaps.md): the reach of the event, from the class
 * to the nation (or the world, for an achievement).
 */
export const LEAPS_LEVEL_LABELS: Record<LeapsDomain, Record<LeapsEventLevel, string>> = {
  participation: { 1: 'Class', 2: 'School', 3: 'Inter-school', 4: 'National' },
  achievement: { 1: 'School', 2: 'Zone', 3: 'National', 4: 'International' },
  leadership: { 1: 'Class', 2: 'CCA', 3: 'School', 4: 'Inter-school' },
  service: { 1: 'Class', 2: 'School', 3: 'Community', 4: 'National' },
};

/** "Level 3 – National"; a level outside 1..4 is shown as its number. */
export function leapsLevelLabel(domain: LeapsDomain, level: number): string {
  const label = (LEAPS_LEVEL_LABELS[domain] as Record<number, string | undefined>)[level];
  return label ? `Level ${level} – ${label}` : `Level ${level}`;
}

/**
 * Overall LEAPS attainment from the four domain levels. The spec names the bands but not the cut-offs;
 * our reading (docs/decisions/leaps.md) bands the total of the four levels: 12+ Excellent, 8+ Good,
 * 4+ Fair, else Below Fair. Levels outside 0..4 are clamped.
 */
export function leapsAttainment(levels: LeapsLevels): LeapsAttainment {
  const clamp = (level: number) => Math.min(LEAPS_MAX_LEVEL, Math.max(0, Math.trunc(level)));
  const total =
    clamp(levels.participation) + clamp(levels.achievement) + clamp(levels.leadership) + clamp(levels.service);
  if (total >= 12) return 'Excellent';
  if (total >= 8) return 'Good';
  if (total >= 4) return 'Fair';
  return 'Below Fair';
}

/** One event as it counts for one student: the student's own level where one was recorded, else the event's. */
export interface StudentLeapsEvent {
  domain: LeapsDomain;
  level: number;
  date: string;
}

export interface DomainAttainment<E extends StudentLeapsEvent> {
  /** 0 when the student has no event in the domain. */
  level: number;
  /** The event that set the level: the earliest of those at the highest level. */
  basis: E | null;
  eventsCount: number;
}

export interface StudentLeapsAttainment<E extends StudentLeapsEvent> {
  domains: Record<LeapsDomain, DomainAttainment<E>>;
  levels: LeapsLevels;
  /** Null when the student has no event at all: nothing was recorded, which is not "Below Fair". */
  overall: LeapsAttainment | null;
}

/**
 * A student's LEAPS attainment from their events (docs/decisions/leaps.md): in each domain the highest level reached,
 * clamped to 1..4 (several events never add up: ten class-level events are still a class-level record); the
 * event that set it is the earliest at that level (ties on the date keep the given order); the overall band
 * follows {@link leapsAttainment}.
 */
export function studentLeapsAttainment<E extends StudentLeapsEvent>(
  events: ReadonlyArray<E>,
): StudentLeapsAttainment<E> {
  const domainOf = (domain: LeapsDomain): DomainAttainment<E> => {
    const inDomain = events.filter((event) => event.domain === domain);
    let basis: E | null = null;
    let level = 0;
    for (const event of inDomain) {
      const eventLevel = Math.min(LEAPS_MAX_LEVEL, Math.max(1, Math.trunc(event.level)));
      if (eventLevel > level || (eventLevel === level && basis !== null && event.date < basis.date)) {
        level = eventLevel;
        basis = event;
      }
    }
    return { level, basis, eventsCount: inDomain.length };
  };
  const domains: Record<LeapsDomain, DomainAttainment<E>> = {
    participation: domainOf('participation'),
    achievement: domainOf('achievement'),
    leadership: domainOf('leadership'),
    service: domainOf('service'),
  };
  const levels: LeapsLevels = {
    participation: domains.participation.level,
    achievement: domains.achievement.level,
    leadership: domains.leadership.level,
    service: domains.service.level,
  };
  return { domains, levels, overall: events.length === 0 ? null : leapsAttainment(levels) };
}
