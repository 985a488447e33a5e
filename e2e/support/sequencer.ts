import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Rough cost of each journey in seconds (a full run with two at a time, stop 27), to start the longest
 * first. Vitest's own order needs a results cache a clean clone does not have (it then runs files in
 * path order), so a long journey could start last and run alone while the other worker sits idle.
 * A journey missing here counts as long (a new one is usually not small): update the table when a
 * journey grows.
 */
const COST: Record<string, number> = {
  'accessibility.e2e.ts': 78,
  'keyboard.e2e.ts': 77,
  'rules.e2e.ts': 59,
  'roles.e2e.ts': 58,
  // the route walk (issue 36): ~400 screens as admin, technician and visitor
  'route-walk.e2e.ts': 200,
  'shell.e2e.ts': 50,
  'accounts.e2e.ts': 47,
  'invoicing.e2e.ts': 46,
  'jobs.e2e.ts': 46,
  'accounts-session.e2e.ts': 44,
  'rsupplier.e2e.ts': 41,
  'documents.e2e.ts': 36,
  'usertables.e2e.ts': 36,
  'pwa.e2e.ts': 35,
  'website.e2e.ts': 34,
  'admin.e2e.ts': 34,
  'hosting.e2e.ts': 33,
  'attendance.e2e.ts': 33,
  'ai.e2e.ts': 31,
  'first-run.e2e.ts': 31,
  // a child process of its own on a fresh on-disk database (8 s on a quiet machine, 80 s under load)
  'production-start.e2e.ts': 30,
  'maintenance.e2e.ts': 30,
  'calculator.e2e.ts': 29,
  'inventory.e2e.ts': 26,
  // two visitors and the agent's console (issue 35's routing, tickets, rating, job)
  'chat-routing.e2e.ts': 25,
  'mindmap.e2e.ts': 25,
  'accounts-google.e2e.ts': 23,
  'chat.e2e.ts': 18,
  'spreadsheet.e2e.ts': 16,
  // added later, untimed until the speed pass: each its time in a loaded run with two at a time, scaled
  // by accessibility.e2e.ts's time in that run against its own above (164 s there, ×0.48)
  'field-day.e2e.ts': 47,
  'invoicing-tax.e2e.ts': 42,
  'kasir-branch.e2e.ts': 40,
  'dispatch-map.e2e.ts': 28,
  'row-scope.e2e.ts': 26,
  'purchasing.e2e.ts': 26,
  'pos-day.e2e.ts': 25,
  'configure-mode.e2e.ts': 25,
  'technician-offline.e2e.ts': 23,
  'pwa-lifecycle.e2e.ts': 17,
  'extra-roles.e2e.ts': 16,
  'dispatch.e2e.ts': 9,
  // no server, no browser: it reads the build's files
  'first-draw-chunks.e2e.ts': 1,
};
const UNKNOWN = 60;

export const costOf = (file: string): number => COST[basename(file)] ?? UNKNOWN;

/**
 * Vitest's order, except that the journeys (project `e2e`) run longest first, so the two workers
 * finish together. The sequencer is one for the whole run (a root option), so the other projects keep
 * Vitest's own order.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const order = await super.sort(files);
    const isJourney = (file: TestSpecification) => file.project.name === 'e2e';
    const journeys = order.filter(isJourney).sort((a, b) => costOf(b.moduleId) - costOf(a.moduleId));
    return order.map((file) => (isJourney(file) ? journeys.shift()! : file));
  }
}
