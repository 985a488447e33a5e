/** Fixed option lists of spec §3, one source for server validation and web pickers. */
export type Option<V extends string | number = string | number> = { value: V; label: string };

export const USER_ROLE_IDS = { admin: 52, teknisi: 53 } as const;

export const OPTIONS = {
  userRoleId: [
    { value: 52, label: 'Admin' },
    { value: 53, label: 'Teknisi' },
  ],
  accountStatus: [
    { value: 'Active', label: 'Active' },
    { value: 'Pending', label: 'Pending' },
    { value: 'Blocked', label: 'Blocked' },
  ],
  jobStatus: [
    { value: 'On Going', label: 'On Going' },
    { value: 'Done', label: 'Done' },
  ],
  ticketStatus: [
    { value: 'Closed', label: 'Closed' },
    { value: 'Cancel', label: 'Cancel' },
  ],
  yesNo: [
    { value: 'Ya', label: 'Ya' },
    { value: 'Tidak', label: 'Tidak' },
  ],
  customerType: [
    { value: 'Umum', label: 'Umum' },
    { value: 'Pelajar', label: 'Pelajar' },
  ],
  gender: [
    { value: 'Laki-laki', label: 'Laki-laki' },
    { value: 'Perempuan', label: 'Perempuan' },
  ],
  relativeKind: [
    { value: 'Orang Tua', label: 'Orang Tua' },
    { value: 'Suami/Istri', label: 'Suami/Istri' },
    { value: 'Anak', label: 'Anak' },
    { value: 'Saudara', label: 'Saudara' },
    { value: 'Lainnya', label: 'Lainnya' },
  ],
  bloodGroup: [
    { value: 'A', label: 'A' },
    { value: 'B', label: 'B' },
    { value: 'AB', label: 'AB' },
    { value: 'O', label: 'O' },
  ],
  attendanceStatus: ['masuk', 'izin', 'sakit', 'cuti', 'alpha', 'libur'].map((v) => ({ value: v, label: v })),
  presence: [
    { value: 'Hadir', label: 'Hadir' },
    { value: 'Tidak Hadir', label: 'Tidak Hadir' },
  ],
  /** `rmenu.grup`: the built-in side-menu group an entry joins (labels: `options.menuGroup.*`). */
  menuGroup: [
    { value: 'My Partner', label: 'My Partner' },
    { value: 'Tools', label: 'Tools' },
    { value: 'Setup Admin', label: 'Setup Admin' },
    { value: 'Setup Client', label: 'Setup Client' },
    { value: 'Super Web', label: 'Super Web' },
    { value: 'Tes', label: 'Tes' },
  ],
  activeInactive: [
    { value: 'Active', label: 'Active' },
    { value: 'Inactive', label: 'Inactive' },
  ],
  activeInactiveExpire: [
    { value: 'Active', label: 'Active' },
    { value: 'Inactive', label: 'Inactive' },
    { value: 'Expire', label: 'Expire' },
  ],
  billType: [
    { value: 'customer bill', label: 'customer bill' },
    { value: 'personal bill', label: 'personal bill' },
  ],
  taxableStatus: [
    { value: 'PKP', label: 'PKP' },
    { value: 'Non PKP', label: 'Non PKP' },
  ],
  whereClauseKind: [
    { value: 'group_id', label: 'group_id' },
    { value: 'role_id', label: 'role_id' },
    { value: 'user_id', label: 'user_id' },
  ],
  paymentStatus: [
    { value: 0, label: 'unpaid' },
    { value: 1, label: 'paid' },
  ],
  downPayment: [
    { value: 'Dp 1', label: 'Dp 1' },
    { value: 'Dp 2', label: 'Dp 2' },
    { value: 'Dp 3', label: 'Dp 3' },
  ],
  submitConfig: [
    { value: 'Single', label: 'Single' },
    { value: 'Single and dynamic rows', label: 'Single and dynamic rows' },
  ],
  position: [
    { value: 'top', label: 'top' },
    { value: 'bottom', label: 'bottom' },
  ],
} satisfies Record<string, Option[]>;

export type OptionListName = keyof typeof OPTIONS;
