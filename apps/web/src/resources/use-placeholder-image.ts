import { type placeholdersRoute, ROUTE_ADDRESSES } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { callAt } from '../api/call-route.ts';

/**
 * The admin's placeholder image (`setupimgprototype`) for a resource's image field: a row named
 * `resource.field` wins over one named `resource`; undefined when none is set up (the image component
 * then keeps its built-in default). Fetched once per session and only by screens that show images.
 */
export function usePlaceholderImage(resource: string | undefined, field: string | undefined, enabled = true) {
  const query = useQuery({
    queryKey: ['ui-placeholders'],
    queryFn: () => callAt<typeof placeholdersRoute>(ROUTE_ADDRESSES.uiPlaceholders),
    enabled: enabled && Boolean(resource),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const map = query.data?.placeholders;
  if (!map || !resource) return undefined;
  const own = field ? `${resource}.${field}`.toLowerCase() : null;
  if (own && Object.hasOwn(map, own)) return map[own];
  return Object.hasOwn(map, resource.toLowerCase()) ? map[resource.toLowerCase()] : undefined;
}
