/** A stream (track) a student can be placed in for next year. */
export interface Stream {
  id: string;
  name: string;
}

const stream = (name: string): Stream => ({ id: `stream-${name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-$/, '')}`, name });

const BANDING = [stream('Standard'), stream('Foundation')];
const SECONDARY_ENTRY = [stream('Express'), stream('Normal (Academic)'), stream('Normal (Technical)')];
const UPPER_SECONDARY = [stream('Pure Sciences'), stream('Combined Sciences'), stream('Humanities and Arts')];
const JUNIOR_COLLEGE = [stream('Science'), stream('Arts'), stream('Commerce')];

/**
 * The streams each level is entered in, by level code: subject-based banding from Primary 5, the secondary
 * courses from Secondary 1, subject combinations from Secondary 3 and at Junior College. Early years and lower
 * primary have none, so a promoted student there needs no stream.
 */
const STREAMS_BY_LEVEL: Readonly<Record<string, readonly Stream[]>> = {
  PRIMARY5: BANDING,
  PRIMARY6: BANDING,
  SECONDARY1: SECONDARY_ENTRY,
  SECONDARY3: UPPER_SECONDARY,
  SECONDARY4: UPPER_SECONDARY,
  SECONDARY2_ACC: UPPER_SECONDARY,
  SECONDARY3_ACC: UPPER_SECONDARY,
  JUNIOR_COLLEGE_BRIDGING: JUNIOR_COLLEGE,
  JUNIOR_COLLEGE1: JUNIOR_COLLEGE,
  JUNIOR_COLLEGE2: JUNIOR_COLLEGE,
};

/** The level after this one, by code; null after Junior College 2. */
const NEXT_LEVEL: Readonly<Record<string, string>> = {
  PRE_NURSERY: 'NURSERY',
  NURSERY: 'KINDERGARTEN1',
  KINDERGARTEN1: 'KINDERGARTEN2',
  KINDERGARTEN2: 'PRIMARY1',
  PRIMARY6: 'SECONDARY1',
  SECONDARY4: 'JUNIOR_COLLEGE1',
  SECONDARY3_ACC: 'JUNIOR_COLLEGE_BRIDGING',
  JUNIOR_COLLEGE_BRIDGING: 'JUNIOR_COLLEGE1',
  JUNIOR_COLLEGE1: 'JUNIOR_COLLEGE2',
};

export function nextLevelCode(code: string): string | null {
  if (code in NEXT_LEVEL) return NEXT_LEVEL[code] ?? null;
  const numbered = /^(PRIMARY|SECONDARY)(\d)(_ACC)?$/.exec(code);
  if (!numbered) return null;
  const [, stage, number, acc = ''] = numbered;
  return `${stage}${Number(number) + 1}${acc}`;
}

export function streamsForLevelCode(code: string | null): readonly Stream[] {
  return code ? (STREAMS_BY_LEVEL[code] ?? []) : [];
}

/** A stream by its id, whichever level enters it (a history names the stream a pupil was placed in). */
export function streamById(id: string): Stream | undefined {
  return Object.values(STREAMS_BY_LEVEL)
    .flat()
    .find((candidate) => candidate.id === id);
}
