/**
 * The maintenance module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';

// from schedule.ts
/** How urgent a visit is: past its day, due within the horizon, or later. */
export const DueGroup = z.enum(['overdue', 'soon', 'later']);
export type DueGroup = z.infer<typeof DueGroup>;
