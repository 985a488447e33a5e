/**
 * The jobs module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';

// from bulk-table.ts
export const BulkRow = z.object({
  /** The line in the pasted text (1-based), for the per-row errors. */
  line: z.int().positive(),
  nama_sub_pekerjaan: z.string(),
  bobot: z.string(),
  teknisi: z.string(),
  volume: z.string(),
  tanggal_mulai: z.string(),
});
export type BulkRow = z.infer<typeof BulkRow>;
