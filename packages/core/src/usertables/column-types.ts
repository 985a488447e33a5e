/**
 * The column types an admin may choose for a user table (`tabelkolom.tipe_kolom`): one list, read by the
 * declaration of `tabelkolom` and by the code that turns columns into fields. No imports, so both sides
 * load it whatever their order.
 */
export const USER_COLUMN_TYPES = [
  'text',
  'textarea',
  'integer',
  'decimal',
  'money',
  'date',
  'datetime',
  'boolean',
  'select',
  'relation',
  'image',
  'file',
] as const;
export type UserColumnType = (typeof USER_COLUMN_TYPES)[number];
