/**
 * The technician's work list (`GET /rsubptrackprogres/tracklist`) at its address: /home counts the open
 * tasks with it on its first draw, which must not bring the API's schemas (e2e/first-draw-chunks.e2e.ts),
 * and jobsApi calls the same function, so the query is written once.
 */
import { ROUTE_ADDRESSES, type trackListRoute } from '@kantor/core';
import { callAt } from '../../api/call-route.ts';

/** Open (`done` false) or done tasks, optionally searched. */
export const trackListCall = (done: boolean, search = '') =>
  callAt<typeof trackListRoute>(ROUTE_ADDRESSES.trackList, { query: { done: done ? '1' : '0', search } });
