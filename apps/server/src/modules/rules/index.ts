// The rules module's surface: what other modules and app.ts may import. Every other file here is internal.
export { applyRoleInput, pageConfigFor, registerRoleRules } from './role-rules.service.ts';
