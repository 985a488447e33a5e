/**
 * The usertables module's data shapes as zod schemas, each with its type under the same name: the API's
 * answers are built from them (../api/). Kept apart from the module's logic so that a screen using that
 * logic does not load zod.
 */
import { z } from 'zod';

// from user-table.ts
/** One column as stored in `tabelkolom`. */
export const UserColumn = z.object({
  /** The `tabelkolom` record (absent for a column not saved yet). */
  id: z.int().optional(),
  nama_kolom: z.string(),
  label_kolom: z.string(),
  tipe_kolom: z.string(),
  wajib: z.boolean().nullable().optional(),
  /** select: the options (`["Baik", "Rusak"]`); relation: the target resource (`"rsupplier"` or `{ "resource": "rsupplier" }`). */
  opsi: z.unknown().optional(),
  urutan: z.number().nullable().optional(),
});
export type UserColumn = z.infer<typeof UserColumn>;

/** A user table as the server describes it to the web. */
export const UserTableInfo = z.object({
  /** `nama_tabel`, e.g. `inventaris_alat`. */
  name: z.string(),
  /** The resource name, `tabel_inventaris_alat`. */
  resource: z.string(),
  /** Shown as the table's title: the admin's label (stored on the first column's row, see docs/tools.md). */
  label: z.string(),
  columns: z.array(UserColumn),
});
export type UserTableInfo = z.infer<typeof UserTableInfo>;
