import type { FieldRef } from '@kantor/core';
import { Link } from 'react-router';
import { useDeclarationLabels } from './labels.ts';

/** Where a list or rule is used: `Resource › Field` links to the resource's list, with the code names. */
export function UsedBy({ refs }: { refs: readonly FieldRef[] }) {
  const { resourceLabel, fieldLabel } = useDeclarationLabels();
  return (
    <ul className="admin-used-by">
      {refs.map((ref) => (
        <li key={`${ref.resource}.${ref.field}`}>
          <Link to={`/${ref.resource}`}>{resourceLabel(ref.resource)}</Link> ›{' '}
          {fieldLabel(ref.resource, ref.field)}{' '}
          <code>
            {ref.resource}.{ref.field}
          </code>
        </li>
      ))}
    </ul>
  );
}
