// Tables of the declared resources, derived from their declarations in @kantor/core (one line each, so
// drizzle-kit sees every table; schema.ts re-exports them). A leaf: the hand-written tables beside it
// (auth-schema.ts, ...) reference `users` here without importing schema.ts back.
import { RESOURCES, type ResourceName } from '@kantor/core';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-table.ts';
import { roleNameKeySql } from './role-name-sql.ts';

const idTypeOf = (name: string) => RESOURCES[name as ResourceName]?.idType ?? 'serial';
const table = (name: ResourceName) => resourceTable(RESOURCES[name], idTypeOf);

export const akun = table('akun');
export const akunwebmail = table('akunwebmail');
export const bankrekening = table('bankrekening');
export const butuhapa = table('butuhapa');
export const cmumt = table('cmumt');
export const dbteam = table('dbteam');
export const dokumengenerator = table('dokumengenerator');
export const grouproleid = table('grouproleid');
export const manifestasi = table('manifestasi');
export const manualtemplatejson = table('manualtemplatejson');
export const media = table('media');
export const pendaftaran = table('pendaftaran');
export const permissions = resourceTable(RESOURCES.permissions, idTypeOf, (t) => [
  uniqueIndex('permissions_role_page').on(t.role_id!, t.page_name!),
]);
export const primereactcustomview = table('primereactcustomview');
export const promptapiopenai = table('promptapiopenai');
export const rabsensi = table('rabsensi');
export const rbarangkeluar = table('rbarangkeluar');
export const rbarangmasuk = table('rbarangmasuk');
export const rbarangmasuksub = table('rbarangmasuksub');
export const rbarangmasuksubsub = table('rbarangmasuksubsub');
export const rchat = table('rchat');
export const rchatadmin = table('rchatadmin');
export const rdiskonevent = table('rdiskonevent');
export const regdistricts = table('regdistricts');
export const regprovinces = table('regprovinces');
export const regregencies = table('regregencies');
export const regvillages = table('regvillages');
export const rhargasatuanpekerjaan = table('rhargasatuanpekerjaan');
export const rinvoice = table('rinvoice');
export const rkategorilevel = table('rkategorilevel');
export const rlangganan = table('rlangganan');
export const rlaporan = table('rlaporan');
export const rmasterpengeluaran = table('rmasterpengeluaran');
export const rmenu = table('rmenu');
export const rmindmap = table('rmindmap');
export const rmitra = table('rmitra');
export const rnotifikasi = table('rnotifikasi');
// a role name is unique by its key (issue 32: `"Admin "` and `"admin\u200b"` are `admin`)
export const roles = resourceTable(RESOURCES.roles, idTypeOf, undefined, { role_name: roleNameKeySql });
export const rootcauseumt = table('rootcauseumt');
export const rpekerjaan = table('rpekerjaan');
export const rpemasukan = table('rpemasukan');
export const rpengeluaran = table('rpengeluaran');
export const rpostingan = table('rpostingan');
export const rsatuan = table('rsatuan');
export const rsethargajual = table('rsethargajual');
export const rsetregional = table('rsetregional');
export const rsetwebsite = table('rsetwebsite');
export const rstok = table('rstok');
export const rsubinvoice = table('rsubinvoice');
export const rsubpekerjaan = table('rsubpekerjaan');
export const rsubptrackprogres = table('rsubptrackprogres');
export const rsupplier = table('rsupplier');
export const rtype = table('rtype');
export const segmentumtinfo = table('segmentumtinfo');
export const setupimgprototype = table('setupimgprototype');
export const setupshowhideroleid = table('setupshowhideroleid');
export const standarmaterialsop = table('standarmaterialsop');
export const supertabelakun = table('supertabelakun');
export const tabelkolom = table('tabelkolom');
export const templateprompt = table('templateprompt');
export const tes = table('tes');
export const tes2 = table('tes2');
export const tes3 = table('tes3');
export const users = table('users');
export const walman = table('walman');
