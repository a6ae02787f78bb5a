/**
 * Every route's path and a typed href builder, so a route is renamed in one place.
 * `paths.classroomReport.href({ classYearId, term, reportType })`.
 */
type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: undefined, query?: Record<string, string>]
  : [params: Record<ParamNames<P>, string | number>, query?: Record<string, string>];

export interface PathDefinition<P extends string> {
  path: P;
  href: (...args: HrefArgs<P>) => string;
}

function definePath<P extends string>(path: P): PathDefinition<P> {
  return {
    path,
    href: (...args: HrefArgs<P>) => {
      const [params, query] = args;
      const filled = path.replace(/:(\w+)/g, (_, name: string) => {
        const value = (params as Record<string, string | number> | undefined)?.[name];
        if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${path}`);
        return encodeURIComponent(String(value));
      });
      const search = query ? new URLSearchParams(query).toString() : '';
      return search ? `${filled}?${search}` : filled;
    },
  };
}

export const paths = {
  root: definePath('/'),
  login: definePath('/login'),
  handoff: definePath('/auth/handoff'),
  notFound: definePath('/404'),
  notAuthorized: definePath('/not-authorized'),
  landing: definePath('/landing'),
  dashboard: definePath('/dashboard'),
  profile: definePath('/profile'),

  resources: definePath('/resources'),
  resourcesAssign: definePath('/resources/assign'),
  resourceSubject: definePath('/resources/:subjectId'),
  resourceChapter: definePath('/resources/:subjectId/:chapterId'),
  resourceLesson: definePath('/resources/:subjectId/:chapterId/lessons/:lessonId'),
  resourceAssignment: definePath('/resources/:subjectId/:chapterId/assignments/:assignmentId'),

  classrooms: definePath('/classrooms'),
  classroom: definePath('/classrooms/:classYearId'),
  classroomReport: definePath('/classrooms/:classYearId/:term/:reportType'),
  classReportsPrint: definePath('/classrooms/:classYearId/:term/print'),
  reportSeason: definePath('/classrooms/:classYearId/:term/season'),
  classroomHistory: definePath('/classrooms/:classYearId/:term/history'),
  levelReportSeason: definePath('/report-season/:levelId/:term'),
  levelReportsPrint: definePath('/report-season/:levelId/:term/print'),
  proofreading: definePath('/report-season/proofreading'),
  classroomStudent: definePath('/classrooms/:classYearId/:studentId'),

  sows: definePath('/sows'),
  sow: definePath('/sows/:sowId'),
  calendar: definePath('/calendar'),
  assignments: definePath('/assignments'),
  assignment: definePath('/assignments/:assignmentId'),
  studentSubmission: definePath('/assignments/:assignmentId/:studentAssignmentId'),

  sves: definePath('/sves'),
  sve: definePath('/sves/:sveExamTypeId'),
  svePastPapers: definePath('/sves-past-paper'),
  svePastPaper: definePath('/sves-past-paper/:sveExamTypeId'),
  bmtFiles: definePath('/bmt-files'),
  bmtFile: definePath('/bmt-files/:sveExamTypeId'),
  examSupportingFiles: definePath('/exam-supporting-files'),
  examSupportingFile: definePath('/exam-supporting-files/:sveExamTypeId'),

  gradebook: definePath('/gradebook'),
  gradebookSubject: definePath('/gradebook/:subjectYearId'),

  leaps: definePath('/leaps'),
  leapsAdd: definePath('/leaps/add'),
  leapsEvent: definePath('/leaps/:leapsEventId'),
  leapsEdit: definePath('/leaps/:leapsEventId/edit'),

  remark: definePath('/remark'),
  remarkClass: definePath('/remark/:classYearId/:academicYearId'),
  heightAndWeight: definePath('/height-and-weight'),
  heightAndWeightClass: definePath('/height-and-weight/:classYearId/:academicYearId'),
  streamingAndPromotion: definePath('/streaming-and-promotion'),
  streamingAndPromotionClass: definePath('/streaming-and-promotion/:classYearId/:academicYearId'),
  conduct: definePath('/conduct'),
  conductClass: definePath('/conduct/:classYearId/:academicYearId'),
  formClassCompletion: definePath('/form-class-completion/:classYearId/:academicYearId'),
  ftpEvaluationClass: definePath('/ftp-evaluation/:classYearId/:academicYearId'),

  ebadges: definePath('/ebadges'),
  ebadgesClass: definePath('/ebadges/:classYearId/:academicYearId'),
  ccaYears: definePath('/ccaYear'),
  ccaYear: definePath('/ccaYear/:ccaYearId/:academicYearId'),
  ccaYearAssignments: definePath('/ccaYearAssignment'),
  ccaYearAssignment: definePath('/ccaYearAssignment/:ccaYearId'),

  academicDepartmentFiles: definePath('/file-sharing/academic-department-files'),
  academicDepartmentFile: definePath('/file-sharing/academic-department-files/:adfId'),
  subjectFiles: definePath('/file-sharing/subject-files'),
  subjectFile: definePath('/file-sharing/subject-files/:sfId'),

  placementTestResults: definePath('/placement-test-results'),
  placementTestResultsAdd: definePath('/placement-test-results/add'),
  releaseStudent: definePath('/release-student'),

  personalDetailsReads: definePath('/audit/personal-details-reads'),
} as const;

export type PathKey = keyof typeof paths;
