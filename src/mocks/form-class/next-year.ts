import { db } from '../db';
import type { ClassYear, MasterLevel } from '../school/schema';
import { nextLevelCode, streamsForLevelCode, type Stream } from './streams';

/** The level a class goes up to and the streams it offers. */
export function nextYearOf(classYear: ClassYear): { nextLevel: MasterLevel | null; streams: readonly Stream[] } {
  const level = db.masterLevels.get(classYear.masterLevelId);
  const code = level ? nextLevelCode(level.code) : null;
  const nextLevel = code ? (db.masterLevels.find((candidate) => candidate.code === code) ?? null) : null;
  return { nextLevel, streams: nextLevel ? streamsForLevelCode(nextLevel.code) : [] };
}
