export { type Caller, type CallerLogin, callerFor } from './caller.ts';
export {
  type Access,
  type AccessDecision,
  decide,
  holdsPage,
  holdsWritePage,
  isOwner,
  optionPagesOf,
  ownable,
  pageKeyOf,
  RESOURCE_ROUTE_ACTIONS,
  type RecordTarget,
  type RouteAction,
  ruleRoutesOf,
} from './policy.ts';
