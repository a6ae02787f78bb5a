import { HttpResponse } from 'msw';
import { db } from '../db';
import { withAuth } from '../http/auth';
import { readOnlyResource } from '../http/resource';
import { route } from '../http/route';
import { currentAcademicYear, pickName } from './lookups';
import type { DomainHandlers } from '../handlers';

export const referenceHandlers = [
  route.get('/academic-years/current', withAuth(() => HttpResponse.json(currentAcademicYear()))),
  ...readOnlyResource('/branches', db.branches, { label: 'Branch', searchKeys: ['name', 'code'] }),
  ...readOnlyResource('/academic-years', db.academicYears, { label: 'Academic year', searchKeys: ['name', 'year'] }),
  ...readOnlyResource('/master-programmes', db.masterProgrammes, { label: 'Programme', searchKeys: ['name', 'code'] }),
  ...readOnlyResource('/master-levels', db.masterLevels, {
    label: 'Level',
    searchKeys: ['name', 'code'],
    relations: { masterProgramme: (level) => pickName(db.masterProgrammes.get(level.masterProgrammeId)) },
  }),
  ...readOnlyResource('/subjects', db.subjects, { label: 'Subject', searchKeys: ['name', 'code'] }),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 1000, handlers: referenceHandlers };
