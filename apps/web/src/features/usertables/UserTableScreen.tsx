import { getResource, parseRoutePath } from '@kantor/core';
import { NotFoundPage } from '../../app/NotFoundPage.tsx';
import { ResourceScreenView } from '../../app/PageRouter.tsx';
import { Spinner } from '../../app/Spinner.tsx';
import { useUserTables } from './user-tables.ts';

/** A `/tabel_*` path: loads the user tables' declarations, then shows the generic screen. */
export function UserTableScreen({ pathname }: { pathname: string }) {
  const tables = useUserTables();
  if (tables.isPending) return <Spinner />;
  const { page } = parseRoutePath(pathname);
  if (!getResource(page)) return <NotFoundPage />;
  return <ResourceScreenView key={tables.dataUpdatedAt} pathname={pathname} />;
}
