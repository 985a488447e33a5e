import type { GridRow, PageKind } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import { columnPages, rowPages, stateOf, type Tri, toggleAll } from './permission-grid.ts';
import { TriCheckbox } from './TriCheckbox.tsx';

type Props = {
  kind: PageKind;
  rows: readonly GridRow[];
  actions: readonly string[];
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  titleOf: (name: string) => string;
};

/** One group of the grid (resources, tools, admin pages ...): rows × actions, with row and column toggles. */
export function PermissionTable({ kind, rows, actions, selected, onSelect, titleOf }: Props) {
  const { t } = useTranslation();
  const columns = kind === 'resource' ? actions : ['index'];
  const groupPages = rows.flatMap(rowPages);
  const box = (state: Tri | boolean, label: string, pages: string[], page?: string, id?: string) => (
    <TriCheckbox
      id={id}
      state={state}
      label={label}
      page={page}
      onChange={() => onSelect(toggleAll(selected, pages))}
    />
  );
  if (rows.length === 0) return null;
  return (
    <section className="perm-group" data-testid={`perm-group-${kind}`}>
      <h2>{t(`roles.permissions.groups.${kind}`)}</h2>
      <div className="perm-table-wrap">
        <table className="perm-table">
          <thead>
            <tr>
              <th scope="col">
                {box(stateOf(selected, groupPages), t('roles.permissions.toggleGroup'), groupPages)}{' '}
                {t('roles.permissions.page')}
              </th>
              {columns.map((action) => {
                const pages = columnPages(rows, action);
                return (
                  <th scope="col" key={action}>
                    <label className="perm-col" htmlFor={`perm-${kind}-${action}`}>
                      {box(
                        stateOf(selected, pages),
                        t('roles.permissions.toggleColumn', { action: t(`roles.actions.${action}`) }),
                        pages,
                        undefined,
                        `perm-${kind}-${action}`,
                      )}
                      <span>
                        {t(kind === 'resource' ? `roles.actions.${action}` : 'roles.permissions.open')}
                      </span>
                    </label>
                  </th>
                );
              })}
              {kind === 'resource' && <th scope="col">{t('roles.permissions.extras')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const pages = rowPages(row);
              return (
                <tr key={row.name} data-row={row.name}>
                  <th scope="row">
                    {box(
                      stateOf(selected, pages),
                      t('roles.permissions.toggleRow', { page: row.name }),
                      pages,
                    )}{' '}
                    <span className="perm-title">{titleOf(row.name)}</span> <code>{row.name}</code>
                  </th>
                  {row.cells.map((cell) => (
                    <td key={cell.page}>{box(selected.has(cell.page), cell.page, [cell.page], cell.page)}</td>
                  ))}
                  {kind === 'resource' && (
                    <td>
                      <div className="perm-extras">
                        {row.extras.map((cell) => (
                          <label key={cell.page} htmlFor={`perm-${cell.page}`}>
                            {box(
                              selected.has(cell.page),
                              cell.page,
                              [cell.page],
                              cell.page,
                              `perm-${cell.page}`,
                            )}{' '}
                            {cell.action}
                          </label>
                        ))}
                      </div>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
