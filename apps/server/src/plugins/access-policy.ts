/**
 * The access policy moved to core (packages/core/src/access/, issue 33): this file only re-exports it
 * for now, because modules still import it from here while other work on issue 33 lands in parallel.
 * New code imports from `@kantor/core`; this file goes once nothing imports it.
 */
export {
  type Access,
  type AccessDecision as Decision,
  type Caller,
  decide,
  holdsPage,
  isOwner,
  optionPagesOf,
  ownable,
  pageKeyOf,
  RESOURCE_ROUTE_ACTIONS,
  type RecordTarget,
  type RouteAction,
  ruleRoutesOf,
} from '@kantor/core';
