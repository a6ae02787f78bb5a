import { HttpResponse } from 'msw';
import { z } from 'zod';
import { now } from '../clock';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { readOnlyResource } from '../http/resource';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { slug } from './names';
import { currentAcademicYear, pickName } from './lookups';
import { visibleText } from '../../lib/school-rules/visible-text';

const SubjectBody = z.object({
  name: visibleText({ error: 'Name is required' }).min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  code: visibleText().max(10, 'Code must be at most 10 characters').optional(),
});

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
  route.post(
    '/subjects',
    withAuth(
      requirePermission('create', 'LessonBuilder')(async ({ request }) => {
        const { name, code } = validate(SubjectBody, await readJson(request));
        const taken = db.subjects.find((subject) => subject.name.toLowerCase() === name.toLowerCase());
        if (taken) {
          const message = `A subject named "${taken.name}" already exists.`;
          throw new HttpError(422, message, { name: message });
        }
        const base = `sub-${slug(name) || 'subject'}`;
        let id = base;
        for (let n = 2; db.subjects.get(id); n += 1) id = `${base}-${n}`;
        db.subjects.insert({ id, createdAt: new Date(now()).toISOString(), name, code: code || name.slice(0, 3).toUpperCase() });
        return HttpResponse.json({ id }, { status: 201 });
      }),
    ),
  ),
  ...readOnlyResource('/subjects', db.subjects, { label: 'Subject', searchKeys: ['name', 'code'] }),
];
