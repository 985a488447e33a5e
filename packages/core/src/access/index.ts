export { accessStateOf, crudMapOf, type MappedRole } from './access-map.ts';
export { type Caller, type CallerLogin, callerFor, type RowScopeGrant, type RowScopeRule } from './caller.ts';
export {
  ADMIN_KEEPS,
  type Grantor,
  grantorFor,
  grantsAnything,
  isProtectedRole,
  keptPagesOf,
  mayGrant,
  mayShapeRole,
} from './grants.ts';
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
export { mayOpen, seesFailureDetail, usesAdminOnlyKeys } from './questions.ts';
export {
  mergeRowScopes,
  type RoleRef,
  type RoleRowScopes,
  type RoleSet,
  resourceOfRoute,
  roleIdsOf,
  roleKeyOf,
  roleSetOf,
} from './role-set.ts';
export { ROW_REACH, type RowReachKind, type RowScope, rowScopeOf } from './row-reach.ts';
export { RowScopeError, type RowScopeFacts, rowScopeProblem, rowScopeSql } from './row-scope.ts';
export {
  AGENT_PAGES,
  agentWithoutRow,
  answersChats,
  type FieldWork,
  fieldWorkOf,
  isAgent,
  isTechnicianLogin,
  mayAttachFiles,
  mayChangeWork,
  mayCloseIncomplete,
  mayHandleConversation,
  maySaveFirst,
  type WorkAccount,
  type WorkTarget,
} from './scopes.ts';
