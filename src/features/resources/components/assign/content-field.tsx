import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import { useController, type Control } from 'react-hook-form';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { SelectOption } from '@/components/searchable-select/types';
import { assignableContentsApi, useAssignableContent } from '@/features/resources/api/assignable-contents';
import { ContentSummarySchema } from '@/features/resources/api/resource-schemas';
import type { AssignFormInput } from '@/features/resources/components/assign/assign-form-values';
import { ContentDetail } from '@/features/resources/components/assign/content-detail';
import { toApiError } from '@/lib/api-error';

/** Every field of a content summary, so a picked option is the whole summary and costs no second request. */
const CONTENT_FIELDS = Object.keys(ContentSummarySchema.shape);

function OptionDetail({ option }: { option: SelectOption }) {
  const summary = ContentSummarySchema.safeParse(option.item);
  return summary.success ? <ContentDetail kind={summary.data.kind} chapterId={summary.data.chapterId} /> : null;
}

/**
 * What to assign: a lesson or an assignment with a published version, searched by name (spec §7's
 * searchable select). Picking one sets `sourceType` from its kind, so the two never disagree.
 * Nothing is created from here: content is authored in its chapter and must pass review first.
 */
export function ContentField({ control }: { control: Control<AssignFormInput> }) {
  const queryClient = useQueryClient();
  const { field: { name, value, onChange, onBlur, ref }, fieldState } = useController({ control, name: 'sourceId' });
  const setSourceType = useController({ control, name: 'sourceType' }).field.onChange;
  const content = useAssignableContent(value ?? '');
  const kind = content.data?.kind;
  // A link's `sourceType` is only a hint: the content itself says what it is.
  useEffect(() => {
    if (kind) setSourceType(kind);
  }, [kind, setSourceType]);
  // A lesson page's link may name content that cannot be assigned (not published yet, or not the teacher's).
  const refused = content.isError && [403, 404].includes(toApiError(content.error).status ?? 0);
  const unavailable = refused && !fieldState.invalid;
  return (
    <div className="searchable-select-with-hint">
      <SearchableSelect
        resource="/assignable-contents"
        label="Lesson or assignment"
        id="assign-content"
        name={name}
        placeholder="Search published lessons and assignments"
        fields={CONTENT_FIELDS}
        value={value ?? null}
        optionDetail={(option) => <OptionDetail option={option} />}
        isInvalid={fieldState.invalid || unavailable}
        feedback={unavailable ? 'This lesson or assignment cannot be assigned: it has no published version you may give out.' : fieldState.error?.message}
        onBlur={onBlur}
        ref={ref}
        onChange={(id, option) => {
          const summary = ContentSummarySchema.safeParse(option?.item);
          if (id && summary.success) queryClient.setQueryData(assignableContentsApi.keys.detail(id), summary.data);
          onChange(id ?? undefined);
        }}
      />
      {content.data && !fieldState.invalid ? (
        <Form.Text className="d-block mt-1">
          <ContentDetail kind={content.data.kind} chapterId={content.data.chapterId} />
        </Form.Text>
      ) : null}
    </div>
  );
}
