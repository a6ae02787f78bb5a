import type { FileShare } from '@/domain/file-sharing/limits';
import { createQueryKeys } from '@/lib/query-keys';

/** One key factory per share; folders hang under the share's root so any write refreshes their counts. */
export const fileSharingKeys = (share: FileShare) => {
  const keys = createQueryKeys(`file-sharing-${share}`);
  return { ...keys, folders: () => [...keys.all, 'folders'] as const };
};
