import { ConflictNotice } from '@/components/conflict-notice';

/** Props of {@link FtpConflictAlert}. */
export interface FtpConflictAlertProps {
  /** The students someone else saved first, by name. */
  names: readonly string[];
  busy: boolean;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/**
 * A 409: another save reached some of these students first. Nothing was saved and every typed level is still
 * on screen; the teacher chooses whose levels those students keep.
 */
export function FtpConflictAlert({ names, ...choices }: FtpConflictAlertProps) {
  return (
    <ConflictNotice
      heading={`Someone else saved the FTP evaluation of ${names.length === 0 ? 'some students' : names.join(', ')} after you opened it.`}
      body="Nothing was saved and your levels are still here. Keep yours and save them over theirs, or load theirs for those students (your other changes stay)."
      keepMineLabel="Keep mine and save again"
      loadTheirsLabel="Load theirs"
      {...choices}
    />
  );
}
