import { ConflictNotice } from '@/components/conflict-notice';

/** Props of {@link ConflictAlert}. */
export interface ConflictAlertProps {
  /** What was being saved, plural: "remarks", "conduct grades". */
  noun: string;
  reloading: boolean;
  onReload: () => void;
}

/**
 * A 409: another save reached some of these students first. What the teacher typed stays in the grid and
 * the draft; reloading brings the other save in under it, and the next save knowingly replaces it.
 */
export function ConflictAlert({ noun, reloading, onReload }: ConflictAlertProps) {
  return (
    <ConflictNotice
      heading={`Someone else saved ${noun} of this class after you opened it.`}
      body={`Nothing was saved. Your changes are still here and kept as a draft. Reload the saved ${noun} to see theirs: your changes stay on top, and saving again replaces theirs where you changed a student.`}
      loadTheirsLabel={`Reload saved ${noun}`}
      onLoadTheirs={onReload}
      busy={reloading}
    />
  );
}
