import { parseFrequency as parseLetter } from '@/domain/form-class/conduct';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '@/domain/school/enums';

const BY_LABEL = new Map<string, Frequency>(
  FREQUENCIES.map((letter) => [FREQUENCY_LABELS[letter].toLowerCase(), letter]),
);

/**
 * The frequency a typed or pasted value means: the letter in either case ("a", "M") or its label as a
 * spreadsheet might hold it ("Most of the time"); blank is no grade (null); anything else is undefined.
 */
export function parseFrequency(value: string): Frequency | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  return parseLetter(text) ?? BY_LABEL.get(text.toLowerCase().replace(/\s+/g, ' '));
}

/** Whether a conduct cell may be saved as typed. */
export function isValidFrequency(value: string): boolean {
  return parseFrequency(value) !== undefined;
}

/** The saved grade as the cell shows it: its letter, or empty. */
export function formatFrequency(value: Frequency | null | undefined): string {
  return value ?? '';
}
