import { canViewRoute, isBlockedRoute, type Resource } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import './record-mindmap.css';

/** Whether a record of `resource` can carry a map (the server's rule in mindmap.hooks.ts). */
export function canCarryMindmap(resource: Resource, id: string): boolean {
  return resource.idType !== 'code' && resource.name !== 'rmindmap' && /^\d+$/.test(id);
}

/** The address of a record's map: `/getmindmap` opens it, or starts one tied to the record. */
export const recordMindmapPath = (resource: string, id: string) =>
  `/getmindmap?${new URLSearchParams({ resource, id }).toString()}`;

/**
 * "Peta pikiran" under every generic view (a view panel for every resource): only for those who may
 * open `/getmindmap`, and only on records a map can hang on.
 */
export function RecordMindmapLink({ resource, id }: ViewPanelProps) {
  const { t } = useTranslation();
  const { pages, blockedRoutes } = useSession();
  const allowed = canViewRoute(pages, '/getmindmap') && !isBlockedRoute(blockedRoutes, '/getmindmap');
  if (!allowed || !canCarryMindmap(resource, id)) return null;
  return (
    <div className="record-mindmap">
      <Link
        className="p-button p-component p-button-outlined record-mindmap-link"
        to={recordMindmapPath(resource.name, id)}
        data-testid="record-mindmap-link"
      >
        <i className="pi pi-sitemap" aria-hidden />
        <span>{t('mindmap.recordButton')}</span>
      </Link>
    </div>
  );
}
