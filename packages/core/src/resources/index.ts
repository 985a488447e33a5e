/** The registry: every declared resource by name (spec §2), plus the DSL they are declared with. */
import type { ResourceName } from '../pages.ts';
import { akun } from './akun.resource.ts';
import { akunwebmail } from './akunwebmail.resource.ts';
import { bankrekening } from './bankrekening.resource.ts';
import { butuhapa } from './butuhapa.resource.ts';
import { cmumt } from './cmumt.resource.ts';
import { dbteam } from './dbteam.resource.ts';
import type { Resource } from './define.ts';
import { dokumengenerator } from './dokumengenerator.resource.ts';
import { grouproleid } from './grouproleid.resource.ts';
import { manifestasi } from './manifestasi.resource.ts';
import { manualtemplatejson } from './manualtemplatejson.resource.ts';
import { media } from './media.resource.ts';
import { pendaftaran } from './pendaftaran.resource.ts';
import { permissions } from './permissions.resource.ts';
import { primereactcustomview } from './primereactcustomview.resource.ts';
import { promptapiopenai } from './promptapiopenai.resource.ts';
import { rabsensi } from './rabsensi.resource.ts';
import { rbarangkeluar } from './rbarangkeluar.resource.ts';
import { rbarangmasuk } from './rbarangmasuk.resource.ts';
import { rbarangmasuksub } from './rbarangmasuksub.resource.ts';
import { rbarangmasuksubsub } from './rbarangmasuksubsub.resource.ts';
import { rchat } from './rchat.resource.ts';
import { rchatadmin } from './rchatadmin.resource.ts';
import { rdiskonevent } from './rdiskonevent.resource.ts';
import { regdistricts } from './regdistricts.resource.ts';
import { regprovinces } from './regprovinces.resource.ts';
import { regregencies } from './regregencies.resource.ts';
import { regvillages } from './regvillages.resource.ts';
import { rhargasatuanpekerjaan } from './rhargasatuanpekerjaan.resource.ts';
import { rinvoice } from './rinvoice.resource.ts';

export { INVOICE_STATES, type InvoiceState } from './rinvoice.resource.ts';

import { rkategorilevel } from './rkategorilevel.resource.ts';
import { rlangganan } from './rlangganan.resource.ts';
import { rlaporan } from './rlaporan.resource.ts';
import { rmasterpengeluaran } from './rmasterpengeluaran.resource.ts';
import { rmenu } from './rmenu.resource.ts';
import { rmindmap } from './rmindmap.resource.ts';
import { rmitra } from './rmitra.resource.ts';
import { rnotifikasi } from './rnotifikasi.resource.ts';
import { roles } from './roles.resource.ts';
import { rootcauseumt } from './rootcauseumt.resource.ts';
import { rpekerjaan } from './rpekerjaan.resource.ts';
import { rpemasukan } from './rpemasukan.resource.ts';
import { rpengeluaran } from './rpengeluaran.resource.ts';
import { rpostingan } from './rpostingan.resource.ts';
import { rsatuan } from './rsatuan.resource.ts';
import { rsethargajual } from './rsethargajual.resource.ts';
import { rsetregional } from './rsetregional.resource.ts';
import { rsetwebsite } from './rsetwebsite.resource.ts';
import { rstok } from './rstok.resource.ts';
import { rsubinvoice } from './rsubinvoice.resource.ts';
import { rsubpekerjaan } from './rsubpekerjaan.resource.ts';
import { rsubptrackprogres } from './rsubptrackprogres.resource.ts';
import { rsupplier } from './rsupplier.resource.ts';
import { rtype } from './rtype.resource.ts';
import { segmentumtinfo } from './segmentumtinfo.resource.ts';
import { setupimgprototype } from './setupimgprototype.resource.ts';
import { setupshowhideroleid } from './setupshowhideroleid.resource.ts';
import { standarmaterialsop } from './standarmaterialsop.resource.ts';
import { supertabelakun } from './supertabelakun.resource.ts';
import { tabelkolom } from './tabelkolom.resource.ts';
import { templateprompt } from './templateprompt.resource.ts';
import { tes } from './tes.resource.ts';
import { tes2 } from './tes2.resource.ts';
import { tes3 } from './tes3.resource.ts';
import { users } from './users.resource.ts';
import { walman } from './walman.resource.ts';

export * from './define.ts';
export * from './field-kinds/index.ts';
export { RULE_CATEGORY_NAMES } from './setupshowhideroleid.resource.ts';
export {
  akun,
  akunwebmail,
  bankrekening,
  butuhapa,
  cmumt,
  dbteam,
  dokumengenerator,
  grouproleid,
  manifestasi,
  manualtemplatejson,
  media,
  pendaftaran,
  permissions,
  primereactcustomview,
  promptapiopenai,
  rabsensi,
  rbarangkeluar,
  rbarangmasuk,
  rbarangmasuksub,
  rbarangmasuksubsub,
  rchat,
  rchatadmin,
  rdiskonevent,
  regdistricts,
  regprovinces,
  regregencies,
  regvillages,
  rhargasatuanpekerjaan,
  rinvoice,
  rkategorilevel,
  rlangganan,
  rlaporan,
  rmasterpengeluaran,
  rmenu,
  rmindmap,
  rmitra,
  rnotifikasi,
  roles,
  rootcauseumt,
  rpekerjaan,
  rpemasukan,
  rpengeluaran,
  rpostingan,
  rsatuan,
  rsethargajual,
  rsetregional,
  rsetwebsite,
  rstok,
  rsubinvoice,
  rsubpekerjaan,
  rsubptrackprogres,
  rsupplier,
  rtype,
  segmentumtinfo,
  setupimgprototype,
  setupshowhideroleid,
  standarmaterialsop,
  supertabelakun,
  tabelkolom,
  templateprompt,
  tes,
  tes2,
  tes3,
  users,
  walman,
};

/** Every resource by its route segment. */
export const RESOURCES: Readonly<Record<ResourceName, Resource>> = {
  akun,
  akunwebmail,
  bankrekening,
  butuhapa,
  cmumt,
  dbteam,
  dokumengenerator,
  grouproleid,
  manifestasi,
  manualtemplatejson,
  media,
  pendaftaran,
  permissions,
  primereactcustomview,
  promptapiopenai,
  rabsensi,
  rbarangkeluar,
  rbarangmasuk,
  rbarangmasuksub,
  rbarangmasuksubsub,
  rchat,
  rchatadmin,
  rdiskonevent,
  regdistricts,
  regprovinces,
  regregencies,
  regvillages,
  rhargasatuanpekerjaan,
  rinvoice,
  rkategorilevel,
  rlangganan,
  rlaporan,
  rmasterpengeluaran,
  rmenu,
  rmindmap,
  rmitra,
  rnotifikasi,
  roles,
  rootcauseumt,
  rpekerjaan,
  rpemasukan,
  rpengeluaran,
  rpostingan,
  rsatuan,
  rsethargajual,
  rsetregional,
  rsetwebsite,
  rstok,
  rsubinvoice,
  rsubpekerjaan,
  rsubptrackprogres,
  rsupplier,
  rtype,
  segmentumtinfo,
  setupimgprototype,
  setupshowhideroleid,
  standarmaterialsop,
  supertabelakun,
  tabelkolom,
  templateprompt,
  tes,
  tes2,
  tes3,
  users,
  walman,
};

/** The declarations in the order of `RESOURCE_NAMES`. */
export const RESOURCE_LIST: readonly Resource[] = Object.values(RESOURCES);

/**
 * The declaration of a resource, or undefined for an unknown name (inherited keys such as `toString` included).
 *
 * @example getResource('rsupplier')?.titleField // 'nama_supplier'
 */
export function getResource(name: string): Resource | undefined {
  if (Object.hasOwn(RESOURCES, name)) return RESOURCES[name as ResourceName];
  return runtime.get(name);
}

/**
 * Resources declared at run time (user tables, `tabel_*`): not part of `RESOURCES` or `RESOURCE_LIST`
 * (whose walks stay the spec's 65), but found by `getResource`, so the generic routes and screens
 * serve them. The whole set is replaced at once by whoever reloads it (server: from `tabelkolom`;
 * web: from `/api/supertabel/resources`).
 */
let runtime = new Map<string, Resource>();

export function setRuntimeResources(list: readonly Resource[]): void {
  const next = new Map<string, Resource>();
  for (const resource of list) {
    // a runtime declaration never shadows a declared resource
    if (!Object.hasOwn(RESOURCES, resource.name)) next.set(resource.name, resource);
  }
  runtime = next;
}

export function runtimeResources(): Resource[] {
  return [...runtime.values()];
}

/**
 * Whether a string names a declared resource.
 *
 * @example isResourceName('rinvoice') // true
 */
export function isResourceName(name: string): name is ResourceName {
  return Object.hasOwn(RESOURCES, name);
}
