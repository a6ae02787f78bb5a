/** The system's default password (spec §5): accounts still using it are asked to change it. */
export const DEMO_DEFAULT_PASSWORD = 'Welcome@2026';
export const DEMO_PASSWORD = 'Demo@2026';

/** The demo sign-ins listed on the login page in demo mode. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; password: string; description: string }> = [
  {
    username: 'principal',
    password: DEMO_PASSWORD,
    description: 'Principal of Orchard Campus for 2026/2027, homeroom teacher of Primary 4 Courage; every permission and all external links; content role expert (gives lessons final approval).',
  },
  {
    username: 'homeroom',
    password: DEMO_PASSWORD,
    description: 'Teacher and homeroom teacher of Primary 5 Courage; form-class, classroom and resources permissions; views placement test results; content role vetter (approves drafts).',
  },
  {
    username: 'teacher',
    password: DEMO_PASSWORD,
    description: 'Mathematics teacher with no homeroom class; resources and classrooms; one SVE exam-type assignment; content role setter (writes lessons).',
  },
  {
    username: 'newcomer',
    password: DEMO_DEFAULT_PASSWORD,
    description: 'New teacher still on the default password; asked to change it after signing in; no content role (reads lessons only).',
  },
];
