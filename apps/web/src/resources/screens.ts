/**
 * Which generic screen a main-layout path shows. Pure and light, so the page router can decide
 * without loading the screens (they are lazy chunks).
 */
import { actionsOf, getResource, parseRoutePath, type Resource } from '@kantor/core';

export type ResourceScreen =
  | { kind: 'list'; resource: Resource }
  | { kind: 'view'; resource: Resource; id: string }
  | { kind: 'form'; resource: Resource; id: string | null }
  /** A resource route without a record id, or a form of a read-only resource. */
  | { kind: 'notFound' }
  /** Not a generic screen: an extra route, export, import, or not a resource at all. */
  | { kind: 'other' };

/**
 * @example resourceScreenOf('/rsupplier/status/Active') // { kind: 'list', resource: rsupplier }
 * @example resourceScreenOf('/rsupplier/edit/7') // { kind: 'form', resource: rsupplier, id: '7' }
 */
export function resourceScreenOf(pathname: string): ResourceScreen {
  const page = parseRoutePath(pathname).page;
  const resource = getResource(page);
  if (!resource) return { kind: 'other' };
  const { action, pageId } = parseRoutePath(pathname, actionsOf(page));
  switch (action) {
    case 'index':
    case 'list':
      return { kind: 'list', resource };
    case 'view':
      return pageId ? { kind: 'view', resource, id: pageId } : { kind: 'notFound' };
    case 'add':
      return resource.readOnly ? { kind: 'notFound' } : { kind: 'form', resource, id: null };
    case 'edit':
      return pageId && !resource.readOnly ? { kind: 'form', resource, id: pageId } : { kind: 'notFound' };
    default:
      return { kind: 'other' };
  }
}
