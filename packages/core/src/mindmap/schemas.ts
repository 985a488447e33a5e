/**
 * The mindmap module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';

// from tree.ts
/**
 * One node: a label, an optional background colour and note, folded or open, its children. The schema
 * checks one node's own keys; its children are `unknown` there, as an answer schema cannot refer to
 * itself (apps/server/src/lib/answer-schema.ts), and the type puts the recursion back.
 */
export const MindmapNode = z.object({
  id: z.string(),
  label: z.string(),
  /** Background colour, `#rrggbb`. */
  color: z.string().optional(),
  note: z.string().optional(),
  collapsed: z.boolean().optional(),
  /** Which side of the root a first-level branch is drawn on (kept when the user drags it across). */
  side: z.enum(['left', 'right']).optional(),
  children: z.array(z.unknown()).optional(),
});
export type MindmapNode = Omit<z.infer<typeof MindmapNode>, 'children'> & { children?: MindmapNode[] };
