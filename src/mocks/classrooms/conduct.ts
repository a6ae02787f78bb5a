/** The behaviour descriptors conduct is graded against (A/M/S/N), in report order. */
export const CONDUCT_DESCRIPTORS = [
  'Shows respect for others',
  'Takes responsibility for own actions',
  'Works well with others',
  'Is punctual and well prepared',
  'Perseveres in the face of difficulty',
] as const;

/** The areas of the end-of-year FTP evaluation, each given an observation level. */
export const OBSERVATION_AREAS = [
  'Self-awareness',
  'Self-management',
  'Social awareness',
  'Relationship management',
  'Responsible decision-making',
] as const;

/** The demo school's letterhead, printed at the top of every report. */
export const SCHOOL_NAME = 'Lakeside International School';
export const BRANCH_ADDRESSES: Readonly<Record<string, string>> = {
  'br-1': '12 Orchard Link, Singapore 238839',
  'br-2': '8 Tampines Avenue 5, Singapore 529651',
};
