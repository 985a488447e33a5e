import { EXTRA_ROUTES } from '../pages.ts';
import { addressFields, coordinateFields, defineResource, f } from './define.ts';

export const akun = defineResource({
  name: 'akun',
  purpose: 'Business accounts (customers, technicians, partner contacts), optionally linked to a login.',
  titleField: 'nama',
  adminManaged: true,
  icon: 'pi pi-users',
  defaultSort: { field: 'nama', order: 'asc' },
  extraRoutes: EXTRA_ROUTES.akun,
  fields: {
    nama: f.text({ required: true, maxLength: 150, list: true, search: true, sort: true }),
    jenis_akun: f.select(['Pelanggan', 'Teknisi', 'Mitra', 'Karyawan'], {
      required: true,
      defaultValue: 'Pelanggan',
      list: true,
      filter: true,
    }),
    email: f.email({ search: true }),
    no_hp: f.phone({ list: true, search: true }),
    /** A PKP customer's tax number: printed on its e-Faktur. */
    npwp: f.text({ maxLength: 20, mask: '99.999.999.9-999.999', search: true }),
    jenis_kelamin: f.select('gender', { filter: true }),
    ...addressFields(),
    ...coordinateFields(),
    foto: f.image({ maxFiles: 1 }),
    status: f.select('accountStatus', { required: true, defaultValue: 'Active', list: true, filter: true }),
    /** The sign-in account linked by `akun/assignlogin`. */
    id_login: f.relation('users', 'username', { filter: true }),
    /** The attendance card's number, as the RFID reader types it (`/absensirfidmanual`). */
    kode_rfid: f.text({ unique: true, maxLength: 64, search: true }),
    /** The account's hosting panel (docs/hosting.md): `panel.example.co.id` or `https://host:2083`. */
    cpanel_host: f.text({ maxLength: 255 }),
    cpanel_username: f.text({ maxLength: 64 }),
    /**
     * The panel's API token: sealed at rest, never answered (answers carry `cpanel_token_set`), and
     * cleared when the host changes without the token being typed again.
     */
    cpanel_token: f.secret({ boundTo: ['cpanel_host'] }),
    user_id: f.owner(),
  },
});
