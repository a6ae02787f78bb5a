import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { Folder2, Folder2Open } from 'react-bootstrap-icons';
import type { FileFolder } from '@/features/file-sharing/api/file-sharing-schemas';

interface FolderNavProps {
  label: string;
  allLabel: string;
  folders: readonly FileFolder[];
  selectedId: string;
  onSelect: (folderId: string) => void;
}

/** The share's folders (departments or subjects) with their file counts; choosing one filters the list. */
export function FolderNav({ label, allLabel, folders, selectedId, onSelect }: FolderNavProps) {
  const total = folders.reduce((sum, folder) => sum + folder.fileCount, 0);
  const entries = [{ id: '', name: allLabel, fileCount: total }, ...folders];
  return (
    <nav aria-label={label}>
      <ListGroup>
        {entries.map((folder) => {
          const active = folder.id === selectedId;
          const Icon = active ? Folder2Open : Folder2;
          return (
            <ListGroup.Item
              key={folder.id || 'all'}
              action
              active={active}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(folder.id)}
              className="d-flex align-items-center gap-2"
            >
              <Icon aria-hidden="true" />
              <span className="flex-grow-1 text-truncate">{folder.name}</span>
              <Badge bg={active ? 'light' : 'secondary'} text={active ? 'dark' : undefined} pill>
                <span className="visually-hidden">Files: </span>
                {folder.fileCount}
              </Badge>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
    </nav>
  );
}
