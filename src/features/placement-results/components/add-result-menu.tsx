import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RESULT_TYPE_LABELS, RESULT_TYPES } from '@/features/placement-results/rules/result-types';

/** The heading's 'Add/Edit Result' dropdown: one link per result type (spec §2). */
export function AddResultMenu() {
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="primary" id="add-edit-result">
        Add/Edit Result
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {RESULT_TYPES.map((resultType) => (
          <Dropdown.Item key={resultType} as={Link} to={paths.placementTestResultsAdd.href(undefined, { resultType })}>
            {RESULT_TYPE_LABELS[resultType]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
