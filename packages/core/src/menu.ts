/** The side menu of spec §2, grouped as listed. Labels are i18n keys under `menu.`. */
export type MenuItem = {
  to?: string;
  label: string;
  icon?: string;
  iconcolor?: string;
  target?: string;
  items?: MenuItem[];
};

const m = (key: string, to: string, icon: string): MenuItem => ({ to, label: `menu.${key}`, icon });

export const SIDE_MENU: readonly MenuItem[] = [
  m('home', '/home', 'pi pi-home'),
  m('account', '/account', 'pi pi-user'),
  m('notifications', '/rnotifikasi', 'pi pi-bell'),
  m('mindmap', '/rmindmap', 'pi pi-sitemap'),
  m('subscription', '/rlangganan', 'pi pi-calendar'),
  m('whatDoYouNeed', '/butuhapa', 'pi pi-question-circle'),
  m('promptTemplates', '/templateprompt', 'pi pi-comment'),
  m('media', '/media', 'pi pi-images'),
  m('documentGenerator', '/dokumengenerator', 'pi pi-file'),
  m('supplier', '/rsupplier', 'pi pi-truck'),
  m('partner', '/rmitra', 'pi pi-briefcase'),
  m('eventDiscount', '/rdiskonevent', 'pi pi-percentage'),
  m('unit', '/rsatuan', 'pi pi-box'),
  m('goodsIn1', '/rbarangmasuk', 'pi pi-download'),
  m('goodsIn2', '/rbarangmasuksub', 'pi pi-download'),
  m('goodsIn3', '/rbarangmasuksubsub', 'pi pi-download'),
  m('serialHistory', '/rbarangmasuksubsub/riwayat', 'pi pi-history'),
  m('stock', '/rstok', 'pi pi-database'),
  m('sellingPrice', '/rsethargajual', 'pi pi-tag'),
  m('goodsOut', '/rbarangkeluar', 'pi pi-upload'),
  m('purchaseOrders', '/pembelian', 'pi pi-cart-plus'),
  m('payables', '/hutangsupplier', 'pi pi-credit-card'),
  m('payablesAgeing', '/umurhutang', 'pi pi-hourglass'),
  m('standardMaterial', '/standarmaterialsop', 'pi pi-list-check'),
  m('expenseMaster', '/rmasterpengeluaran', 'pi pi-wallet'),
  m('category', '/rkategorilevel', 'pi pi-folder'),
  m('type', '/rtype', 'pi pi-th-large'),
  m('regional', '/rsetregional', 'pi pi-map'),
  m('unitPriceJob', '/rhargasatuanpekerjaan', 'pi pi-money-bill'),
  m('job', '/rpekerjaan', 'pi pi-wrench'),
  m('dispatchBoard', '/rpekerjaan/papan', 'pi pi-calendar'),
  m('timesheets', '/rpekerjaan/timesheet', 'pi pi-stopwatch'),
  m('itemJob', '/rsubpekerjaan', 'pi pi-list'),
  m('subTrackProgress', '/rsubptrackprogres', 'pi pi-chart-line'),
  m('bankMaster', '/bankrekening', 'pi pi-building-columns'),
  m('invoice', '/rinvoice', 'pi pi-receipt'),
  m('subInvoice', '/rsubinvoice', 'pi pi-file-edit'),
  m('income', '/rpemasukan', 'pi pi-arrow-down-left'),
  m('expense', '/rpengeluaran', 'pi pi-arrow-up-right'),
  m('report', '/rlaporan', 'pi pi-chart-bar'),
  m('csChat', '/rchat', 'pi pi-comments'),
  m('adminCs', '/rchatadmin', 'pi pi-headphones'),
  m('manifestation', '/manifestasi', 'pi pi-flag'),
  m('aiPrompt', '/promptapiopenai', 'pi pi-microchip-ai'),
  {
    label: 'menu.groups.myPartner',
    icon: 'pi pi-users',
    items: [
      m('akun', '/akun', 'pi pi-id-card'),
      m('technicians', '/akun/akunlistteknisi', 'pi pi-user-edit'),
      m('users', '/users', 'pi pi-user-plus'),
    ],
  },
  {
    label: 'menu.groups.tools',
    icon: 'pi pi-calculator',
    items: [
      m('calculator', '/kalkulator', 'pi pi-calculator'),
      m('spreadsheet', '/excel', 'pi pi-table'),
      m('pdfDesign', '/desainhtmlpdf', 'pi pi-file-pdf'),
      m('mindmapTool', '/getmindmap', 'pi pi-sitemap'),
      m('pasteChatgpt', '/pastechatgpt', 'pi pi-clipboard'),
      m('superTable', '/supertabel', 'pi pi-table'),
      m('rfidAttendance', '/absensirfidmanual', 'pi pi-id-card'),
      m('bulkSubJob', '/addmasalsubpekerjaan', 'pi pi-clone'),
      m('posGoodsIn', '/posbarangmasukrizqieta', 'pi pi-shopping-cart'),
      m('posTransaction', '/postransaksirizqieta', 'pi pi-shopping-bag'),
    ],
  },
  {
    label: 'menu.groups.setupAdmin',
    icon: 'pi pi-cog',
    items: [
      m('adminPage', '/admin', 'pi pi-shield'),
      m('roleRules', '/setupshowhideroleid', 'pi pi-eye-slash'),
      m('menuEditor', '/rmenu', 'pi pi-bars'),
      m('crudMap', '/petacud', 'pi pi-th-large'),
      m('userRoleGroupMap', '/petauseridroleidgroupid', 'pi pi-share-alt'),
      m('dropdownMap', '/petadropdown', 'pi pi-angle-down'),
      m('invoiceMap', '/petarinvoice', 'pi pi-receipt'),
      m('duplicateCheckMap', '/petacekduplikatinput', 'pi pi-copy'),
      m('validationMap', '/rentanxvalidasiphp', 'pi pi-check-square'),
      m('tableColumns', '/tabelkolom', 'pi pi-table'),
      m('superTableRows', '/supertabelakun', 'pi pi-list'),
      m('customViews', '/primereactcustomview', 'pi pi-sliders-h'),
      m('imagePrototypes', '/setupimgprototype', 'pi pi-image'),
      m('jsonTemplates', '/manualtemplatejson', 'pi pi-code'),
      m('provinces', '/regprovinces', 'pi pi-map-marker'),
      m('regencies', '/regregencies', 'pi pi-map-marker'),
      m('districts', '/regdistricts', 'pi pi-map-marker'),
      m('villages', '/regvillages', 'pi pi-map-marker'),
    ],
  },
  {
    label: 'menu.groups.setupClient',
    icon: 'pi pi-sliders-v',
    items: [
      m('maintenanceTickets', '/cmumt', 'pi pi-ticket'),
      m('preventiveSchedule', '/cmumt/pm', 'pi pi-calendar-clock'),
      m('rootCause', '/rootcauseumt', 'pi pi-search'),
      m('segments', '/segmentumtinfo', 'pi pi-objects-column'),
      m('walman', '/walman', 'pi pi-bolt'),
    ],
  },
  {
    label: 'menu.groups.superWeb',
    icon: 'pi pi-globe',
    items: [
      m('websiteSettings', '/rsetwebsite', 'pi pi-globe'),
      m('posts', '/rpostingan', 'pi pi-book'),
      m('websiteMap', '/petarsetwebsite', 'pi pi-sitemap'),
    ],
  },
  {
    label: 'menu.groups.tes',
    icon: 'pi pi-flask',
    items: [
      m('tes', '/tes', 'pi pi-flask'),
      m('tes2', '/tes2', 'pi pi-flask'),
      m('tes3', '/tes3', 'pi pi-flask'),
    ],
  },
  m('attendance', '/rabsensi', 'pi pi-clock'),
  m('registration', '/pendaftaran', 'pi pi-user-plus'),
  m('permissions', '/permissions', 'pi pi-lock'),
  m('groupRoleId', '/grouproleid', 'pi pi-users'),
  m('roles', '/roles', 'pi pi-key'),
  m('webmail', '/akunwebmail', 'pi pi-envelope'),
  m('tracking', '/rsubptrackprogres/tracklist', 'pi pi-map'),
  m('team', '/dbteam', 'pi pi-users'),
];

/** Keeps only the entries whose route the caller may open; groups left empty disappear. */
export function filterMenu(items: readonly MenuItem[], canOpen: (to: string) => boolean): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.items) {
      const children = filterMenu(item.items, canOpen);
      if (children.length > 0) out.push({ ...item, items: children });
    } else if (item.to && canOpen(item.to)) {
      out.push(item);
    }
  }
  return out;
}
