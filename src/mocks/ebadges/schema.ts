import type { Row, TableMaker } from '../collection';

export type BadgeColour = 'Green' | 'Red' | 'Yellow' | 'Blue';

export interface Ebadge extends Row {
  name: string;
  description: string;
  colour: BadgeColour;
}

export interface EbadgeAward extends Row {
  classYearId: string;
  academicYearId: string;
  studentId: string;
  ebadgeId: string;
  awardedAt: string;
  awardedById: string;
  note: string | null;
}

/** The ebadges domain's tables; db.ts composes every domain's tables into the one database. */
export function ebadgesTables(table: TableMaker) {
  return {
    ebadges: table<Ebadge>('ebadges'),
    ebadgeAwards: table<EbadgeAward>('ebadgeAwards'),
  };
}

export type EbadgesTables = ReturnType<typeof ebadgesTables>;

/** This domain's tables join the demo database (../schema.ts) by this export. */
export const tables = ebadgesTables;

declare module '../schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds this domain's tables
  interface DemoTables extends ReturnType<typeof ebadgesTables> {}
}
