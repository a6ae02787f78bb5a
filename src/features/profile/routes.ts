import type { RouteManifest } from '@/lib/route-manifest';

export const routes: RouteManifest = [
  { key: 'profile', label: 'Profile', access: [], screen: () => import('@/features/profile/routes/profile') },
];
