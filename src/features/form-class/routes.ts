import { homeroom, view, type RouteManifest } from '@/lib/route-manifest';

/**
 * The homeroom teacher's records (spec §2 and §6). The four lists share one screen; each class grid is its
 * helper's screen (one `screen:` line per entry).
 */
export const routes: RouteManifest = [
  {
    key: 'remark',
    label: 'Remark',
    access: [homeroom, view('Remark')],
    screen: () => import('@/features/form-class/routes/remark-list'),
    menu: {
      order: 50,
      group: 'Form Class',
      icon: 'message',
      description: 'Write the term remarks for each student of your form class.',
    },
  },
  {
    key: 'remarkClass',
    label: 'Class remarks',
    access: [homeroom, view('Remark')],
    parent: 'remark',
    screen: () => import('@/features/form-class/routes/remark-class'),
  },
  {
    key: 'heightAndWeight',
    label: 'Height & Weight',
    access: [homeroom, view('HeightAndWeight')],
    screen: () => import('@/features/form-class/routes/height-and-weight-list'),
    menu: {
      order: 51,
      group: 'Form Class',
      icon: 'ruler',
      description: 'Record the height and weight of your form class.',
    },
  },
  {
    key: 'heightAndWeightClass',
    label: 'Class height & weight',
    access: [homeroom, view('HeightAndWeight')],
    parent: 'heightAndWeight',
    screen: () => import('@/features/form-class/routes/height-and-weight-class'),
  },
  {
    key: 'streamingAndPromotion',
    label: 'Streaming & Promotion',
    access: [homeroom, view('StreamingAndPromotion')],
    screen: () => import('@/features/form-class/routes/streaming-and-promotion-list'),
    menu: {
      order: 52,
      group: 'Form Class',
      icon: 'arrowUpDown',
      description: 'Decide next year’s stream and the promotion outcome of each student.',
    },
  },
  {
    key: 'streamingAndPromotionClass',
    label: 'Class streaming & promotion',
    access: [homeroom, view('StreamingAndPromotion')],
    parent: 'streamingAndPromotion',
    screen: () => import('@/features/form-class/routes/streaming-and-promotion-class'),
  },
  {
    key: 'conduct',
    label: 'Conduct',
    access: [homeroom, view('Conduct')],
    screen: () => import('@/features/form-class/routes/conduct-list'),
    menu: {
      order: 53,
      group: 'Form Class',
      icon: 'shieldCheck',
      description: 'Grade each student’s conduct against the behaviour descriptors.',
    },
  },
  {
    key: 'conductClass',
    label: 'Class conduct',
    access: [homeroom, view('Conduct')],
    parent: 'conduct',
    screen: () => import('@/features/form-class/routes/conduct-class'),
  },
  {
    key: 'formClassCompletion',
    label: 'What’s missing',
    access: [homeroom],
    screen: () => import('@/features/form-class/routes/completion'),
  },
  {
    // Reached from the completion view, never the menu: spec §2 fixes the Form Class group's four entries.
    key: 'ftpEvaluationClass',
    label: 'FTP evaluation',
    access: [homeroom, view('FormTeacherPeriod')],
    screen: () => import('@/features/form-class/routes/ftp-evaluation-class'),
  },
];
