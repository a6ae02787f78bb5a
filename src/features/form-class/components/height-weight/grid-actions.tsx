import { SheetActions, type SheetActionsProps } from '@/components/entry-grid/sheet-actions';

/** Props of {@link GridActions}. */
export type GridActionsProps = Omit<SheetActionsProps, 'invalidReason' | 'savingReason'>;

/** The shared unsaved-work bar in the words of the height & weight and streaming grids. */
export function GridActions({ status, ...props }: GridActionsProps) {
  return (
    <SheetActions
      status={status}
      savingReason="Saving…"
      invalidReason={`Fix ${status.invalid} highlighted value(s) before saving.`}
      {...props}
    />
  );
}
