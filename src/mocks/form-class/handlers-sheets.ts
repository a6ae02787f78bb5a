import { HttpResponse } from 'msw';
import {
  SaveConductBodySchema,
  SaveHeightWeightBodySchema,
  SaveRemarksBodySchema,
  SaveStreamingBodySchema,
} from '../../domain/form-class/bodies';
import { CONDUCT_DESCRIPTORS } from '../classrooms/conduct';
import { withAuth, type AuthedContext } from '../http/auth';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { homeroomClass, requireFormClassPermission } from './access';
import { nextYearOf } from './next-year';
import { parseAcademicYear, parseTerm } from './query';
import { conductSheet, heightWeightSheet, remarksSheet, streamingSheet } from './sheets';
import { saveEntries, writeTermRecord, writeYearRecord } from './writes';
import type { Subject } from '../../config/permissions';

const STREAM_NOT_OFFERED = 'Choose one of the streams offered for next year.';

/** The class (404, 403 unless homeroom teacher) after the permission on the record kind. */
function target({ user, params }: AuthedContext, subject: Subject, action: 'view' | 'update') {
  requireFormClassPermission(user, action, subject);
  return homeroomClass(user, params.classYearId ?? '');
}

function termQuery(request: Request, classYear: Parameters<typeof parseAcademicYear>[1]) {
  const url = new URL(request.url);
  return { academicYearId: parseAcademicYear(url.searchParams.get('academicYearId'), classYear), term: parseTerm(url.searchParams.get('term')) };
}

export const formClassSheetHandlers = [
  route.get('/class-years/:classYearId/remarks', withAuth((context) => {
    const classYear = target(context, 'Remark', 'view');
    const { academicYearId, term } = termQuery(context.request, classYear);
    return HttpResponse.json(remarksSheet(classYear, academicYearId, term));
  })),
  route.put('/class-years/:classYearId/remarks', withAuth(async (context) => {
    const classYear = target(context, 'Remark', 'update');
    const body = validate(SaveRemarksBodySchema, await readJson(context.request));
    const save = { user: context.user, classYear, kind: 'remark', academicYearId: body.academicYearId, term: body.term } as const;
    saveEntries(save, body, () => ({}), (entry) => {
      writeTermRecord(entry.studentId, body.academicYearId, body.term, { remark: entry.text?.trim() ? entry.text : null });
    });
    return HttpResponse.json(remarksSheet(classYear, body.academicYearId, body.term));
  })),

  route.get('/class-years/:classYearId/height-and-weight', withAuth((context) => {
    const classYear = target(context, 'HeightAndWeight', 'view');
    const { academicYearId, term } = termQuery(context.request, classYear);
    return HttpResponse.json(heightWeightSheet(classYear, academicYearId, term));
  })),
  route.put('/class-years/:classYearId/height-and-weight', withAuth(async (context) => {
    const classYear = target(context, 'HeightAndWeight', 'update');
    const body = validate(SaveHeightWeightBodySchema, await readJson(context.request));
    const save = { user: context.user, classYear, kind: 'heightAndWeight', academicYearId: body.academicYearId, term: body.term } as const;
    saveEntries(save, body, () => ({}), ({ studentId, heightCm, weightKg }) => {
      writeTermRecord(studentId, body.academicYearId, body.term, { heightCm, weightKg });
    });
    return HttpResponse.json(heightWeightSheet(classYear, body.academicYearId, body.term));
  })),

  route.get('/class-years/:classYearId/conduct', withAuth((context) => {
    const classYear = target(context, 'Conduct', 'view');
    const { academicYearId, term } = termQuery(context.request, classYear);
    return HttpResponse.json(conductSheet(classYear, academicYearId, term));
  })),
  route.put('/class-years/:classYearId/conduct', withAuth(async (context) => {
    const classYear = target(context, 'Conduct', 'update');
    const body = validate(SaveConductBodySchema, await readJson(context.request));
    const save = { user: context.user, classYear, kind: 'conduct', academicYearId: body.academicYearId, term: body.term } as const;
    const count = CONDUCT_DESCRIPTORS.length;
    saveEntries(
      save,
      body,
      (entry): Record<string, string> =>
        entry.frequencies.length === count ? {} : { frequencies: `Give one frequency (or none) for each of the ${count} descriptors.` },
      ({ studentId, frequencies }) => writeTermRecord(studentId, body.academicYearId, body.term, { conduct: frequencies }),
    );
    return HttpResponse.json(conductSheet(classYear, body.academicYearId, body.term));
  })),

  route.get('/class-years/:classYearId/streaming-and-promotion', withAuth((context) => {
    const classYear = target(context, 'StreamingAndPromotion', 'view');
    const academicYearId = parseAcademicYear(new URL(context.request.url).searchParams.get('academicYearId'), classYear);
    return HttpResponse.json(streamingSheet(classYear, academicYearId));
  })),
  route.put('/class-years/:classYearId/streaming-and-promotion', withAuth(async (context) => {
    const classYear = target(context, 'StreamingAndPromotion', 'update');
    const body = validate(SaveStreamingBodySchema, await readJson(context.request));
    const streams = new Set(nextYearOf(classYear).streams.map((stream) => stream.id));
    const save = { user: context.user, classYear, kind: 'streamingAndPromotion', academicYearId: body.academicYearId, term: null } as const;
    saveEntries(
      save,
      body,
      (entry): Record<string, string> =>
        entry.nextStreamId !== null && entry.promotionOutcome !== 'Retained' && !streams.has(entry.nextStreamId) ? { nextStreamId: STREAM_NOT_OFFERED } : {},
      ({ studentId, promotionOutcome, nextStreamId, retainReason }) => {
        const retained = promotionOutcome === 'Retained';
        // A retained student stays in the level (no stream); a reason is kept only with Retained.
        writeYearRecord(studentId, body.academicYearId, {
          promotionOutcome,
          nextStreamId: retained ? null : nextStreamId,
          retainReason: retained ? retainReason : null,
        });
      },
    );
    return HttpResponse.json(streamingSheet(classYear, body.academicYearId));
  })),
];
