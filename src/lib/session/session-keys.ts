/** Query keys of the signed-in session, from one factory. */
export const sessionKeys = {
  all: ['session'] as const,
  selfUser: () => [...sessionKeys.all, 'self-user'] as const,
  currentAcademicYear: () => [...sessionKeys.all, 'current-academic-year'] as const,
  sveExamTypesByUser: (academicYearId: string) => [...sessionKeys.all, 'sve-exam-types-by-user', academicYearId] as const,
  myPositions: () => [...sessionKeys.all, 'my-positions'] as const,
};
