import { OBSERVATION_LEVEL_LABELS, OBSERVATION_LEVELS, type ObservationLevel } from '@/domain/school/enums';

/** The letter a teacher types for each level: the first letter of its label, each one different. */
export const OBSERVATION_LEVEL_LETTERS: Readonly<Record<ObservationLevel, string>> = {
  NEED_ASSISTANCE: 'N',
  EMERGING: 'E',
  FREQUENTLY_OBSERVED: 'F',
  CONSISTENTLY_OBSERVED: 'C',
};

const squeeze = (text: string) => text.trim().toLowerCase().replace(/[\s_]+/g, ' ');

const BY_TEXT = new Map<string, ObservationLevel>(
  OBSERVATION_LEVELS.flatMap((level) => [
    [OBSERVATION_LEVEL_LETTERS[level].toLowerCase(), level],
    [squeeze(OBSERVATION_LEVEL_LABELS[level]), level],
    [squeeze(level), level],
  ]),
);

/**
 * The level a typed or pasted value means: its letter in either case ("f"), its label ("Frequently observed")
 * or its code ("FREQUENTLY_OBSERVED"); blank is no level (null); anything else is undefined.
 */
export function parseObservationLevel(value: string): ObservationLevel | null | undefined {
  const text = squeeze(value);
  if (text === '') return null;
  return BY_TEXT.get(text);
}

export const isValidObservationLevel = (value: string): boolean => parseObservationLevel(value) !== undefined;

/** The saved level as the cell shows it: its letter, or empty. */
export const formatObservationLevel = (level: ObservationLevel | null | undefined): string =>
  level ? OBSERVATION_LEVEL_LETTERS[level] : '';

/** The label under a cell: what the typed letter means, nothing when blank, a hint when it means nothing. */
export function observationLevelCaption(value: string): string {
  const level = parseObservationLevel(value);
  if (level === undefined) return 'Not a level';
  return level ? OBSERVATION_LEVEL_LABELS[level] : '';
}
