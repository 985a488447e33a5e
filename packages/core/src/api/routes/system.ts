/**
 * The server's own routes (docs/observability.md, docs/architecture.md "API docs"): health and its
 * probes, the public settings the web reads before sign-in, and the OpenAPI document. Served by
 * apps/server/src/modules/health and modules/docs. All public and without input.
 */
import {
  ApiDocument,
  HealthAnswer,
  LiveAnswer,
  NotReadyAnswer,
  PublicConfig,
  ReadyAnswer,
} from '../system.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  access: { kind: 'public' },
  summary: 'The server and its database answer (status, engine, uptime)',
  answer: HealthAnswer,
  answerSays: 'ok, the database engine and the uptime in seconds',
});

export const liveRoute = defineRoute({
  method: 'GET',
  path: '/health/live',
  access: { kind: 'public' },
  summary: 'Liveness: the process answers (no database call)',
  answer: LiveAnswer,
  answerSays: 'ok',
});

export const readyRoute = defineRoute({
  method: 'GET',
  path: '/health/ready',
  access: { kind: 'public' },
  summary: 'Readiness: started, database (and Redis) answer; otherwise 503 naming what failed',
  answer: ReadyAnswer,
  answerSays: 'Ready, with each check',
  refusals: { 503: NotReadyAnswer },
});

export const publicConfigRoute = defineRoute({
  ...ROUTE_ADDRESSES.config,
  access: { kind: 'public' },
  summary: 'Public settings the web app needs before sign-in',
  answer: PublicConfig,
  answerSays: 'The settings',
});

/** The health module's routes, by name. */
export const HEALTH_ROUTES = {
  health: healthRoute,
  live: liveRoute,
  ready: readyRoute,
  config: publicConfigRoute,
} as const;

const documentSays = 'The document (JSON); the OpenAPI 3.1 specification describes its parts';

export const apiDocsRoute = defineRoute({
  method: 'GET',
  path: '/docs',
  access: { kind: 'public' },
  summary: 'This OpenAPI 3.1 document of every /api route',
  answer: ApiDocument,
  answerSays: documentSays,
});

export const apiDocsJsonRoute = defineRoute({
  method: 'GET',
  path: '/docs/openapi.json',
  access: { kind: 'public' },
  summary: 'This OpenAPI 3.1 document of every /api route',
  answer: ApiDocument,
  answerSays: documentSays,
});

/** The API docs' routes: the same document at two addresses. */
export const DOCS_ROUTES = { document: apiDocsRoute, json: apiDocsJsonRoute } as const;
