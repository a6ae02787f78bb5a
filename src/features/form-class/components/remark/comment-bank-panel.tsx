import { QueryState } from '@/components/query-state';
import {
  useAddRemarkBankItem,
  useDeleteRemarkBankItem,
  useRemarkBank,
} from '@/features/form-class/api/remark-bank';
import { CommentBank } from '@/features/form-class/components/remark/comment-bank';

/** Props of {@link CommentBankPanel}. */
export interface CommentBankPanelProps {
  selectedCount: number;
  onInsert: (template: string) => void;
}

/** The comment bank on the teacher's saved templates (the demo backend keeps them per teacher). */
export function CommentBankPanel({ selectedCount, onInsert }: CommentBankPanelProps) {
  const bank = useRemarkBank();
  const add = useAddRemarkBankItem();
  const remove = useDeleteRemarkBankItem();
  return (
    <div className="remark-comment-bank">
      <QueryState query={bank} errorMessage="Could not load the comment bank." loadingLabel="Loading the comment bank…">
        {(data) => (
          <CommentBank
            templates={data.data}
            selectedCount={selectedCount}
            onInsert={onInsert}
            onAdd={(text) => add.mutateAsync(text)}
            onDelete={(id) => remove.mutateAsync(id)}
            adding={add.isPending}
          />
        )}
      </QueryState>
    </div>
  );
}
