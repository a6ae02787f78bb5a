import Form from 'react-bootstrap/Form';
import { SearchableSelect } from '@/components/searchable-select/searchable-select';
import type { CreateConfig } from '@/components/searchable-select/types';
import type { FileFolder } from '@/features/file-sharing/api/file-sharing-schemas';
import type { ShareConfig } from '@/features/file-sharing/components/share-config';
import { usePrincipalScope } from '@/lib/session/my-positions';

/** The create option of the department select: 'Create department with name "Drama?"', 'Successfully created department'. */
export const DEPARTMENT_CREATE: CreateConfig = { entity: 'department', field: 'name' };

interface FolderFieldProps {
  id: string;
  config: ShareConfig;
  folders: readonly FileFolder[];
  value: string;
  onChange: (folderId: string) => void;
  disabled: boolean;
  error?: string;
}

/**
 * Where a new file goes. The principal sharing an academic department file may add the department the school lacks
 * (spec §5's create option, backed by `POST /academic-departments`); everyone else picks one of their folders.
 */
export function FolderField({ id, config, folders, value, onChange, disabled, error }: FolderFieldProps) {
  const { scope, isLoading } = usePrincipalScope();
  if (config.share === 'academic-department-files' && scope) {
    return (
      <div className="flex-grow-1">
        <SearchableSelect
          resource="/academic-departments"
          label={config.folderLabel}
          id={id}
          placeholder="Search or add a department"
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          creatable
          createConfig={DEPARTMENT_CREATE}
          disabled={disabled}
          isInvalid={Boolean(error)}
          feedback={error}
        />
      </div>
    );
  }
  return (
    <Form.Group controlId={id} className="flex-grow-1">
      <Form.Label>{config.folderLabel}</Form.Label>
      {/* Held while the positions load: a principal's field turns into the searchable one, which must not swap under a choice. */}
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled || isLoading} isInvalid={Boolean(error)}>
        <option value="">Choose…</option>
        {folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
