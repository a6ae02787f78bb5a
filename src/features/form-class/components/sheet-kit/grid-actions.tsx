import { SheetActions, type SheetActionsProps } from '@/components/entry-grid/sheet-actions';

/** Props of {@link GridActions}. */
export interface GridActionsProps extends Omit<SheetActionsProps, 'invalidReason' | 'lockedReason' | 'savingReason'> {
  canUpdate: boolean;
}

/** The shared unsaved-work bar in the words of the height & weight and streaming grids. */
export function GridActions({ canUpdate, status, ...props }: GridActionsProps) {
  return (
    <SheetActions
      status={status}
      lockedReason={canUpdate ? null : 'You may view these records but not change them.'}
      savingReason="Saving…"
      invalidReason={`Fix ${status.invalid} highlighted value(s) before saving.`}
      {...props}
    />
  );
}
