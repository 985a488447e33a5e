/**
 * The admin module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';

// from custom-menu.ts
/** An `rmenu` record as the menu endpoint answers it (active entries only). */
export const CustomMenuEntry = z.object({
  id: z.int(),
  label: z.string(),
  route: z.string(),
  grup: z.string().nullable(),
  id_parent: z.int().nullable(),
  icon: z.string().nullable(),
  iconcolor: z.string().nullable(),
  target: z.string().nullable(),
  urutan: z.number().nullable(),
});
export type CustomMenuEntry = z.infer<typeof CustomMenuEntry>;
