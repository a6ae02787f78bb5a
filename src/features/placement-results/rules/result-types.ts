/** The five result types of the entry screen (spec §2), in the order of the Add/Edit Result menu. */
export const RESULT_TYPES = ['test', 'observation', 'interview', 'reportCard', 'final'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
/** The result types graded with a score (and remark) on the entry screen; final is the review mode. */
export type GradedResultType = Exclude<ResultType, 'final'>;

export const RESULT_TYPE_LABELS: Record<ResultType, string> = {
  test: 'Subject Test Result',
  observation: 'Observation Result',
  interview: 'Interview Result',
  reportCard: 'Report Card Result',
  final: 'Final Result',
};

/** Reads `resultType` from the query: anything unknown or missing is the default, test (spec §2). */
export function parseResultType(raw: string | null): ResultType {
  return RESULT_TYPES.find((type) => type === raw) ?? 'test';
}

/** The score field of a result type: the type plus "Score" (spec §3). */
export type ScoreField = `${ResultType}Score`;
/** Test, interview and final keep "Notes"; observation and report card call theirs "Remark" (spec §3). */
export type NoteField = 'testNotes' | 'interviewNotes' | 'finalNotes' | 'observationRemark' | 'reportCardRemark';

export function scoreFieldOf(type: ResultType): ScoreField {
  return `${type}Score`;
}

export function noteFieldOf(type: ResultType): NoteField {
  return type === 'observation' || type === 'reportCard' ? `${type}Remark` : `${type}Notes`;
}

/** The setting's flag for a result type: "is" plus the type, capitalised (isTest, isReportCard…). */
export type SettingFlag = `is${Capitalize<ResultType>}`;

export function settingFlagOf(type: ResultType): SettingFlag {
  return `is${type.charAt(0).toUpperCase()}${type.slice(1)}` as SettingFlag;
}
