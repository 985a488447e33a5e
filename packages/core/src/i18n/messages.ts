// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates use the spec's literal ${name} placeholders, filled by interpolate()
/**
 * Message keys of spec §5 (validation) and §8 (errors, notices, successes) with their English and
 * Indonesian default text. The web app's locale files translate the same keys; the server uses the
 * defaults for 422 answers. Placeholders use the spec's `${name}` style (see {@link interpolate}).
 */
import { DEFAULT_BLOCKED_MESSAGE } from '../constants.ts';

/**
 * Message keys by name. Namespaces: `validation.*` (spec §5), `errors.*` (spec §8),
 * `success.*`, `prompts.*`, `detail.*` (the detail popup's texts of spec §5) and `export.*` (titles
 * of the files the server writes). A module's own answers keep the kind's namespace and start their
 * name with the module (`errors.hostingPanelDenied`, `validation.rolesUnknownPages`).
 * `lengthMin`/`lengthMax`/`rangeMin`/`rangeMax` are the one-sided forms of `length`/`range`,
 * so a rule with only one bound never shows an unfilled `${max}`.
 *
 * @example MSG.required === 'validation.required'
 * @example MSG.accessDenied === 'errors.accessDenied'
 */
export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  ip: 'validation.ip',
  length: 'validation.length',
  lengthMin: 'validation.lengthMin',
  lengthMax: 'validation.lengthMax',
  numeric: 'validation.numeric',
  range: 'validation.range',
  rangeMin: 'validation.rangeMin',
  rangeMax: 'validation.rangeMax',
  fillBoth: 'validation.fillBoth',
  equals: 'validation.equals',
  mask: 'validation.mask',
  formInvalid: 'validation.formInvalid',
  completeForm: 'validation.completeForm',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  passwordIsUsername: 'validation.passwordIsUsername',
  passwordTooCommon: 'validation.passwordTooCommon',
  usernameFormat: 'validation.usernameFormat',
  uploadLimit: 'validation.uploadLimit',
  integer: 'validation.integer',
  boolean: 'validation.boolean',
  date: 'validation.date',
  time: 'validation.time',
  url: 'validation.url',
  json: 'validation.json',
  in: 'validation.in',
  invalid: 'validation.invalid',
  unique: 'validation.unique',
  exists: 'validation.exists',
  existsIds: 'validation.existsIds',
  relationsMax: 'validation.relationsMax',
  locked: 'validation.locked',
  transition: 'validation.transition',
  stockShortfall: 'validation.stockShortfall',
  unitMismatch: 'validation.unitMismatch',
  noLines: 'validation.noLines',
  serialTaken: 'validation.serialTaken',
  serialsOverQty: 'validation.serialsOverQty',
  serialsShort: 'validation.serialsShort',
  serialsCount: 'validation.serialsCount',
  serialNotInStock: 'validation.serialNotInStock',
  serialTwice: 'validation.serialTwice',
  serialNotSold: 'validation.serialNotSold',
  posted: 'validation.posted',
  noPrice: 'validation.noPrice',
  paymentTotal: 'validation.paymentTotal',
  invoicePaid: 'validation.invoicePaid',
  overpaid: 'validation.overpaid',
  purchasingOverReceived: 'validation.purchasingOverReceived',
  purchasingOverBilled: 'validation.purchasingOverBilled',
  notPayable: 'validation.notPayable',
  nsfpExhausted: 'validation.nsfpExhausted',
  unknownCard: 'validation.unknownCard',
  cardBlocked: 'validation.cardBlocked',
  month: 'validation.month',
  jobNotComplete: 'validation.jobNotComplete',
  closeReason: 'validation.closeReason',
  notSchedule: 'validation.notSchedule',
  visitChanged: 'validation.visitChanged',
  intakeConverted: 'validation.intakeConverted',
  notTechnician: 'validation.notTechnician',
  technicianAbsent: 'validation.technicianAbsent',
  scheduleClash: 'validation.scheduleClash',
  noTechnician: 'validation.noTechnician',
  timerNotRunning: 'validation.timerNotRunning',
  timesheetOrder: 'validation.timesheetOrder',
  registrationNotWaiting: 'validation.registrationNotWaiting',
  userTableName: 'validation.userTableName',
  userColumnName: 'validation.userColumnName',
  userColumnOptions: 'validation.userColumnOptions',
  userColumnRelation: 'validation.userColumnRelation',
  userColumnType: 'validation.userColumnType',
  userTableFixed: 'validation.userTableFixed',
  visitAlreadyJob: 'errors.visitAlreadyJob',
  inUse: 'errors.inUse',
  userTableHasRows: 'errors.userTableHasRows',

  unexpectedError: 'errors.unexpectedError',
  refreshNotice: 'errors.refreshNotice',
  unableToGetUserData: 'errors.unableToGetUserData',
  accessDenied: 'errors.accessDenied',
  notFound: 'errors.notFound',
  resourceNotFound: 'errors.resourceNotFound',
  noRecordFound: 'errors.noRecordFound',
  noQueryResults: 'errors.noQueryResults',
  processingError: 'errors.processingError',
  unableToProcess: 'errors.unableToProcess',
  unableToSend: 'errors.unableToSend',
  unableToComplete: 'errors.unableToComplete',
  tooManyAttempts: 'errors.tooManyAttempts',
  unauthenticated: 'errors.unauthenticated',
  accountBlocked: 'errors.accountBlocked',
  otpExpired: 'errors.otpExpired',
  unableToResendOtp: 'errors.unableToResendOtp',
  invalidCredentials: 'errors.invalidCredentials',
  accountPending: 'errors.accountPending',
  otpInvalid: 'errors.otpInvalid',
  otpSessionEnded: 'errors.otpSessionEnded',
  linkInvalid: 'errors.linkInvalid',
  linkExpired: 'errors.linkExpired',
  currentPasswordIncorrect: 'errors.currentPasswordIncorrect',
  googleSignInFailed: 'errors.googleSignInFailed',
  cannotChangeOwnAccess: 'errors.cannotChangeOwnAccess',
  unableToDownload: 'errors.unableToDownload',
  popupBlocked: 'errors.popupBlocked',
  printPreviewFailed: 'errors.printPreviewFailed',
  blockedPage: 'errors.blockedPage',

  recordAdded: 'success.recordAdded',
  recordUpdated: 'success.recordUpdated',
  recordDeleted: 'success.recordDeleted',
  passwordChanged: 'success.passwordChanged',
  otpSent: 'success.otpSent',
  verificationSent: 'success.verificationSent',
  verificationCompleted: 'success.verificationCompleted',
  resetLinkSent: 'success.resetLinkSent',
  passwordReset: 'success.passwordReset',
  confirmDelete: 'prompts.confirmDelete',

  detailInvalidFormat: 'detail.invalidFormat',
  detailInvalidJson: 'detail.invalidJson',
  detailNoData: 'detail.noData',
  detailEmpty: 'detail.empty',

  // Server answers of one module each (auth, hosting, roles and rule transfer, attendance), grouped by
  // the module's name at the start of the key
  loggedOut: 'success.loggedOut',
  hostingPanelRefused: 'errors.hostingPanelRefused',
  hostingPanelDenied: 'errors.hostingPanelDenied',
  hostingPanelUnreachable: 'errors.hostingPanelUnreachable',
  hostingTokenUnreadable: 'errors.hostingTokenUnreadable',
  hostingMailboxNoPanel: 'errors.hostingMailboxNoPanel',
  hostingAccountNoPanel: 'errors.hostingAccountNoPanel',
  hostingPanelIncomplete: 'errors.hostingPanelIncomplete',
  hostingTestDenied: 'errors.hostingTestDenied',
  hostingTestUnreachable: 'errors.hostingTestUnreachable',
  hostingTestRefused: 'errors.hostingTestRefused',
  hostingConnected: 'success.hostingConnected',
  hostingPasswordChanged: 'success.hostingPasswordChanged',
  hostingMailboxCreated: 'success.hostingMailboxCreated',
  rolesPageList: 'validation.rolesPageList',
  rolesUnknownPages: 'validation.rolesUnknownPages',
  rolesChangeMissing: 'validation.rolesChangeMissing',
  rolesGrantedAndRevoked: 'validation.rolesGrantedAndRevoked',
  rolesAdminKeeps: 'validation.rolesAdminKeeps',
  rolesRuleDuplicate: 'validation.rolesRuleDuplicate',
  rolesWebsiteBundleOnly: 'validation.rolesWebsiteBundleOnly',
  rolesSameRole: 'validation.rolesSameRole',
  rulesImportList: 'validation.rulesImportList',
  rulesImportMax: 'validation.rulesImportMax',
  rulesNotObject: 'validation.rulesNotObject',
  rulesUnknownField: 'validation.rulesUnknownField',
  rulesUnknownCategory: 'validation.rulesUnknownCategory',
  attendanceRecapTitle: 'export.attendanceRecapTitle',
  attendanceRecapName: 'export.attendanceRecapName',
  attendanceRecapDaysPresent: 'export.attendanceRecapDaysPresent',
  attendanceRecapHoursWorked: 'export.attendanceRecapHoursWorked',
  attendanceRecapLateDays: 'export.attendanceRecapLateDays',
  attendanceRecapPermission: 'export.attendanceRecapPermission',
  attendanceRecapSick: 'export.attendanceRecapSick',
  attendanceRecapLeave: 'export.attendanceRecapLeave',
  attendanceRecapAbsent: 'export.attendanceRecapAbsent',
  attendanceRecapPresent: 'export.attendanceRecapPresent',
  attendanceRecapDayOff: 'export.attendanceRecapDayOff',
  attendanceRecapMinutesLate: 'export.attendanceRecapMinutesLate',
  attendanceRecapNoCheckOut: 'export.attendanceRecapNoCheckOut',
  // resources (the generic routes: read-only resources, export format, import files) and reports (headings
  // and titles of a built-in report's file), issue 9
  resourcesReadOnly: 'errors.resourcesReadOnly',
  resourcesExportFormat: 'validation.resourcesExportFormat',
  resourcesImportNotMultipart: 'validation.resourcesImportNotMultipart',
  resourcesImportNoFile: 'validation.resourcesImportNoFile',
  resourcesImportEmpty: 'validation.resourcesImportEmpty',
  resourcesImportMaxRows: 'validation.resourcesImportMaxRows',
  resourcesImportMaxColumns: 'validation.resourcesImportMaxColumns',
  resourcesImportTooSlow: 'validation.resourcesImportTooSlow',
  resourcesImportUnreadable: 'validation.resourcesImportUnreadable',
  resourcesImportNoMatch: 'validation.resourcesImportNoMatch',
  resourcesImportNoMatchLike: 'validation.resourcesImportNoMatchLike',
  resourcesImportSeveral: 'validation.resourcesImportSeveral',
  resourcesImportNotTabular: 'errors.resourcesImportNotTabular',
  resourcesImportTooLarge: 'errors.resourcesImportTooLarge',
  // issue 32: imports as background jobs (a login's running import, a job whose server went away, a
  // write that failed and was undone, a record the undo could not remove)
  resourcesImportRunning: 'errors.resourcesImportRunning',
  resourcesImportLost: 'errors.resourcesImportLost',
  resourcesImportFailed: 'errors.resourcesImportFailed',
  resourcesImportNotUndone: 'errors.resourcesImportNotUndone',
  reportsHeadingPeriod: 'export.reportsHeadingPeriod',
  reportsHeadingCustomer: 'export.reportsHeadingCustomer',
  reportsHeadingCategory: 'export.reportsHeadingCategory',
  reportsHeadingInvoices: 'export.reportsHeadingInvoices',
  reportsHeadingPos: 'export.reportsHeadingPos',
  reportsHeadingTotal: 'export.reportsHeadingTotal',
  reportsHeadingDays30: 'export.reportsHeadingDays30',
  reportsHeadingDays60: 'export.reportsHeadingDays60',
  reportsHeadingDays90: 'export.reportsHeadingDays90',
  reportsHeadingOver90: 'export.reportsHeadingOver90',
  reportsHeadingIn: 'export.reportsHeadingIn',
  reportsHeadingOut: 'export.reportsHeadingOut',
  reportsHeadingNet: 'export.reportsHeadingNet',
  reportsHeadingBalance: 'export.reportsHeadingBalance',
  reportsHeadingItems: 'export.reportsHeadingItems',
  reportsHeadingQty: 'export.reportsHeadingQty',
  reportsHeadingValue: 'export.reportsHeadingValue',
  reportsHeadingJobs: 'export.reportsHeadingJobs',
  reportsTitleSales: 'export.reportsTitleSales',
  reportsTitleAgeing: 'export.reportsTitleAgeing',
  reportsTitleIncomeExpenses: 'export.reportsTitleIncomeExpenses',
  reportsTitleStockValue: 'export.reportsTitleStockValue',
  reportsTitleJobsDone: 'export.reportsTitleJobsDone',
  // list queries (paging, sorting, filters), uploads and the payment webhook, issue 9
  resourcesMaxPage: 'validation.resourcesMaxPage',
  resourcesUnknownField: 'validation.resourcesUnknownField',
  resourcesUnknownFilter: 'validation.resourcesUnknownFilter',
  resourcesUnknownOperator: 'validation.resourcesUnknownOperator',
  resourcesFilterValue: 'validation.resourcesFilterValue',
  // issue 37: Batasi Baris (row scope) rules
  rowScopeOutside: 'validation.rowScopeOutside',
  rowScopeInvalid: 'validation.rowScopeInvalid',
  fieldReadOnly: 'validation.fieldReadOnly',
  mediaNoFile: 'validation.mediaNoFile',
  mediaKindRefused: 'validation.mediaKindRefused',
  mediaImageUnreadable: 'validation.mediaImageUnreadable',
  invoicingBadSignature: 'errors.invoicingBadSignature',
  // issue 32: escalation (nobody grants what they do not hold; the admin role is fixed)
  grantBeyondOwn: 'errors.grantBeyondOwn',
  rolesAdminFixed: 'validation.rolesAdminFixed',
  // issue 32: uploads (archives, time budgets, broken multipart bodies, the spreadsheet's conversion)
  archiveUnreadable: 'validation.archiveUnreadable',
  archiveEntries: 'validation.archiveEntries',
  archiveEntryBytes: 'validation.archiveEntryBytes',
  archiveTotalBytes: 'validation.archiveTotalBytes',
  archiveRatio: 'validation.archiveRatio',
  fileTooSlow: 'validation.fileTooSlow',
  multipartBroken: 'validation.multipartBroken',
  resourcesImportSharedStrings: 'validation.resourcesImportSharedStrings',
  spreadsheetCells: 'validation.spreadsheetCells',
  spreadsheetCellText: 'validation.spreadsheetCellText',
  spreadsheetMerged: 'validation.spreadsheetMerged',
  spreadsheetAnswerTooLarge: 'validation.spreadsheetAnswerTooLarge',
  spreadsheetNotXlsx: 'validation.spreadsheetNotXlsx',
  // issue 32: field work, notices written by a person
  jobsClosed: 'errors.jobsClosed',
  worksheetSigned: 'errors.worksheetSigned',
  notificationsSystemKind: 'validation.notificationsSystemKind',
  // issue 32: sites and their mail, stored secrets, low items (cookies, user tables, attendance, POS)
  siteDomain: 'validation.siteDomain',
  siteDomainTaken: 'validation.siteDomainTaken',
  siteDomainMainHost: 'validation.siteDomainMainHost',
  hostingPanelFailed: 'errors.hostingPanelFailed',
  hostingTestFailed: 'errors.hostingTestFailed',
  userColumnSystem: 'validation.userColumnSystem',
  userTableMaxColumns: 'validation.userTableMaxColumns',
  uploadNotIssued: 'validation.uploadNotIssued',
  wholeQuantity: 'validation.wholeQuantity',
  dateFuture: 'validation.dateFuture',
  posReplayMismatch: 'errors.posReplayMismatch',
  // issue 34: POS cash sessions and refunds
  posNoSession: 'validation.posNoSession',
  posSessionClosed: 'validation.posSessionClosed',
  posSessionOpen: 'validation.posSessionOpen',
  posReturnTooMany: 'validation.posReturnTooMany',
  posReturnNothing: 'validation.posReturnNothing',
  // issue 32: money (payments, invoice documents)
  invoicingNoProvider: 'errors.invoicingNoProvider',
  fieldsHiddenFromRole: 'errors.fieldsHiddenFromRole',
  // issue 34: credit notes and refunds
  creditNotCreditable: 'validation.creditNotCreditable',
  creditTooMany: 'validation.creditTooMany',
  creditNothing: 'validation.creditNothing',
  creditBeforeInvoice: 'validation.creditBeforeInvoice',
  refundTooMuch: 'validation.refundTooMuch',
  invoiceCredited: 'validation.invoiceCredited',
  // issue 35: labour into invoice lines
  labourNotCustomer: 'validation.labourNotCustomer',
  labourNothing: 'validation.labourNothing',
} as const;

/**
 * A property name of {@link MSG}.
 *
 * @example const name: MessageName = 'required';
 */
export type MessageName = keyof typeof MSG;

/**
 * A message key (a value of {@link MSG}).
 *
 * @example const key: MessageKey = MSG.required; // 'validation.required'
 */
export type MessageKey = (typeof MSG)[MessageName];

/**
 * Default text of a message in the two locales the product writes itself.
 *
 * @example const t: MessageDefaults = { 'en-US': 'Hello', 'id-ID': 'Halo' };
 */
export type MessageDefaults = { readonly 'en-US': string; readonly 'id-ID': string };

/**
 * English and Indonesian default text of every key in {@link MSG}. Texts quoted by the spec are
 * verbatim; the others paraphrase the spec's description.
 *
 * @example MESSAGE_DEFAULTS[MSG.formInvalid]['en-US'] === 'Form is invalid'
 * @example MESSAGE_DEFAULTS[MSG.detailEmpty]['id-ID'] === '(Kosong)'
 */
export const MESSAGE_DEFAULTS: Readonly<Record<MessageKey, MessageDefaults>> = {
  'validation.required': { 'en-US': 'This field is required', 'id-ID': 'Kolom ini wajib diisi' },
  'validation.email': {
    'en-US': 'Please enter a valid email address',
    'id-ID': 'Masukkan alamat email yang valid',
  },
  'validation.ip': { 'en-US': 'Please enter a valid IP address', 'id-ID': 'Masukkan alamat IP yang valid' },
  'validation.length': {
    'en-US': 'Minimum length of ${min} characters, maximum length of ${max}',
    'id-ID': 'Panjang minimal ${min} karakter, maksimal ${max} karakter',
  },
  'validation.lengthMin': {
    'en-US': 'Minimum length of ${min} characters',
    'id-ID': 'Panjang minimal ${min} karakter',
  },
  'validation.lengthMax': {
    'en-US': 'Maximum length of ${max} characters',
    'id-ID': 'Panjang maksimal ${max} karakter',
  },
  'validation.numeric': { 'en-US': 'The value must be numeric', 'id-ID': 'Nilai harus berupa angka' },
  'validation.range': {
    'en-US': 'Minimum value ${min}, maximum value ${max}',
    'id-ID': 'Nilai minimal ${min}, maksimal ${max}',
  },
  'validation.rangeMin': { 'en-US': 'Minimum value ${min}', 'id-ID': 'Nilai minimal ${min}' },
  'validation.rangeMax': { 'en-US': 'Maximum value ${max}', 'id-ID': 'Nilai maksimal ${max}' },
  'validation.fillBoth': {
    'en-US': 'Fill in this field together with its pair, or leave both empty',
    'id-ID': 'Isi kolom ini bersama pasangannya, atau kosongkan keduanya',
  },
  'validation.equals': {
    'en-US': 'The value must be the same as ${otherName}',
    'id-ID': 'Nilai harus sama dengan ${otherName}',
  },
  'validation.mask': {
    'en-US': 'Use the format, for example ${mask}',
    'id-ID': 'Tulis sesuai format, misalnya ${mask}',
  },
  'validation.formInvalid': { 'en-US': 'Form is invalid', 'id-ID': 'Formulir tidak valid' },
  'validation.completeForm': { 'en-US': 'Please complete the form', 'id-ID': 'Silakan lengkapi formulir' },
  'validation.passwordsDoNotMatch': {
    'en-US': 'Your passwords do not match',
    'id-ID': 'Kata sandi Anda tidak cocok',
  },
  'validation.passwordIsUsername': {
    'en-US': 'The password must not be the same as the username',
    'id-ID': 'Kata sandi tidak boleh sama dengan nama pengguna',
  },
  'validation.passwordTooCommon': {
    'en-US': 'This password is too common and easy to guess, choose another one',
    'id-ID': 'Kata sandi ini terlalu umum dan mudah ditebak, pilih yang lain',
  },
  'validation.usernameFormat': {
    'en-US': 'Use only letters, numbers, dots, dashes and underscores',
    'id-ID': 'Gunakan hanya huruf, angka, titik, tanda hubung, dan garis bawah',
  },
  'validation.uploadLimit': {
    'en-US': 'Upload limit exceeded: at most ${limit}',
    'id-ID': 'Batas unggahan terlampaui: maksimal ${limit}',
  },
  'validation.integer': {
    'en-US': 'The value must be a whole number',
    'id-ID': 'Nilai harus berupa bilangan bulat',
  },
  'validation.boolean': { 'en-US': 'The value must be yes or no', 'id-ID': 'Nilai harus Ya atau Tidak' },
  'validation.date': { 'en-US': 'Please enter a valid date', 'id-ID': 'Masukkan tanggal yang valid' },
  'validation.time': {
    'en-US': 'Please enter a valid time (HH:MM)',
    'id-ID': 'Masukkan jam yang valid (JJ:MM)',
  },
  'validation.url': {
    'en-US': 'Please enter a valid address (URL)',
    'id-ID': 'Masukkan alamat (URL) yang valid',
  },
  'validation.json': {
    'en-US': 'The value must be valid JSON',
    'id-ID': 'Nilai harus berupa JSON yang valid',
  },
  'validation.in': {
    'en-US': 'The selected value is not one of the options',
    'id-ID': 'Nilai yang dipilih tidak ada dalam pilihan',
  },
  'validation.invalid': { 'en-US': 'The value is invalid', 'id-ID': 'Nilai tidak valid' },
  'validation.unique': { 'en-US': 'This value has already been taken', 'id-ID': 'Nilai ini sudah digunakan' },
  'validation.exists': {
    'en-US': 'The selected record does not exist',
    'id-ID': 'Data yang dipilih tidak ada',
  },
  'validation.existsIds': {
    'en-US': 'These selected records do not exist: ${ids}',
    'id-ID': 'Data yang dipilih ini tidak ada: ${ids}',
  },
  'validation.relationsMax': { 'en-US': 'Choose at most ${max}', 'id-ID': 'Pilih paling banyak ${max}' },
  'validation.serialTaken': {
    'en-US': 'Serial number ${serial} is already recorded for this item',
    'id-ID': 'Nomor seri ${serial} sudah tercatat untuk barang ini',
  },
  'validation.serialsOverQty': {
    'en-US': 'This line has ${qty} units: at most ${qty} serial numbers',
    'id-ID': 'Baris ini berisi ${qty} unit: paling banyak ${qty} nomor seri',
  },
  'validation.serialsShort': {
    'en-US': '${name}: ${count} serial numbers for ${qty} units',
    'id-ID': '${name}: ${count} nomor seri untuk ${qty} unit',
  },
  'validation.serialsCount': {
    'en-US': '${name}: ${count} serial numbers named for ${qty} units',
    'id-ID': '${name}: ${count} nomor seri disebut untuk ${qty} unit',
  },
  'validation.serialNotInStock': {
    'en-US': 'Serial number ${serial} of ${name} is not in stock',
    'id-ID': 'Nomor seri ${serial} untuk ${name} tidak ada di stok',
  },
  'validation.serialTwice': {
    'en-US': 'Serial number ${serial} is named twice',
    'id-ID': 'Nomor seri ${serial} disebut dua kali',
  },
  'validation.serialNotSold': {
    'en-US': 'Serial number ${serial} did not leave on this line, or is already back',
    'id-ID': 'Nomor seri ${serial} tidak keluar pada baris ini, atau sudah kembali',
  },
  'validation.locked': {
    'en-US': 'The record is ${state} and can no longer be changed',
    'id-ID': 'Data berstatus ${state} dan tidak dapat diubah lagi',
  },
  'validation.transition': {
    'en-US': 'The status cannot change from ${from} to ${to}',
    'id-ID': 'Status tidak dapat diubah dari ${from} ke ${to}',
  },
  'validation.stockShortfall': {
    'en-US': '${item}: only ${left} ${unit} left in stock',
    'id-ID': '${item}: stok tinggal ${left} ${unit}',
  },
  'validation.unitMismatch': {
    'en-US': 'This unit cannot be converted to the item’s unit',
    'id-ID': 'Satuan ini tidak dapat dikonversi ke satuan barang',
  },
  'validation.noLines': {
    'en-US': 'Add at least one line first',
    'id-ID': 'Tambahkan minimal satu baris terlebih dahulu',
  },
  'validation.posted': {
    'en-US': 'Already posted: cancel it and make a new one instead',
    'id-ID': 'Sudah diposting: batalkan lalu buat yang baru',
  },
  'validation.noPrice': {
    'en-US': 'This item has no selling price in this unit yet',
    'id-ID': 'Barang ini belum punya harga jual untuk satuan ini',
  },
  'validation.paymentTotal': {
    'en-US': 'The payment must cover the total of ${total}',
    'id-ID': 'Pembayaran harus mencukupi total ${total}',
  },
  'validation.invoicePaid': {
    'en-US': 'This invoice already has payments and cannot be cancelled',
    'id-ID': 'Invoice ini sudah menerima pembayaran sehingga tidak bisa dibatalkan',
  },
  'validation.overpaid': {
    'en-US': 'The payment is more than the balance of ${balance}',
    'id-ID': 'Pembayaran melebihi sisa tagihan ${balance}',
  },
  'validation.purchasingOverReceived': {
    'en-US': 'Line ${line}: only ${left} left to receive on this order line, ${asked} asked',
    'id-ID': 'Baris ${line}: sisa yang belum diterima hanya ${left}, diminta ${asked}',
  },
  'validation.purchasingOverBilled': {
    'en-US': 'Line ${line}: only ${left} received and not billed yet, ${asked} billed',
    'id-ID': 'Baris ${line}: yang sudah diterima dan belum ditagih hanya ${left}, ditagih ${asked}',
  },
  'validation.nsfpExhausted': {
    'en-US': 'No tax invoice serial numbers are left: add a new range from the tax office to the settings',
    'id-ID': 'Nomor seri faktur pajak sudah habis: tambahkan rentang baru dari kantor pajak di pengaturan',
  },
  'validation.unknownCard': {
    'en-US': "Card ${code} is not registered to anyone: assign it in the person's account first",
    'id-ID': 'Kartu ${code} belum terdaftar atas nama siapa pun: daftarkan dulu di data akun orangnya',
  },
  'validation.cardBlocked': {
    'en-US': 'Card ${code} belongs to a blocked account and cannot record attendance',
    'id-ID': 'Kartu ${code} milik akun yang diblokir sehingga tidak bisa dipakai absen',
  },
  'validation.month': {
    'en-US': 'Choose a month as YYYY-MM (for example 2026-11)',
    'id-ID': 'Pilih bulan dengan format TTTT-BB (misalnya 2026-11)',
  },
  'validation.jobNotComplete': {
    'en-US': 'A job is done only when every sub job is at 100% (or an admin closes it with a reason)',
    'id-ID':
      'Pekerjaan baru selesai bila semua sub pekerjaan mencapai 100% (atau admin menutupnya dengan alasan)',
  },
  'validation.closeReason': {
    'en-US': 'Write why the job is closed before every sub job is at 100%',
    'id-ID': 'Tulis alasan pekerjaan ditutup sebelum semua sub pekerjaan mencapai 100%',
  },
  'validation.notPayable': {
    'en-US': 'Only an issued invoice that is not fully paid takes payments',
    'id-ID': 'Hanya invoice terbit yang belum lunas yang bisa dibayar',
  },
  'validation.notSchedule': {
    'en-US':
      'This ticket is not a preventive schedule: it needs a customer, an asset, an interval in days and a next visit date',
    'id-ID':
      'Tiket ini bukan jadwal perawatan berkala: perlu pelanggan, aset, interval hari dan tanggal kunjungan berikutnya',
  },
  'validation.visitChanged': {
    'en-US': 'The next visit of this schedule is on ${next}, not ${date}: reload the schedule',
    'id-ID': 'Kunjungan berikutnya jadwal ini tanggal ${next}, bukan ${date}: muat ulang jadwalnya',
  },
  'validation.notTechnician': {
    'en-US': 'Choose an account of kind Teknisi',
    'id-ID': 'Pilih akun berjenis Teknisi',
  },
  'validation.technicianAbsent': {
    'en-US': '${name} is recorded as ${status} on ${day} in attendance',
    'id-ID': '${name} tercatat ${status} pada ${day} di absensi',
  },
  'validation.scheduleClash': {
    'en-US': 'Overlaps "${name}" (#${id}) of the same technician on ${day}, ${from}–${to}',
    'id-ID': 'Bentrok dengan "${name}" (#${id}) milik teknisi yang sama pada ${day}, ${from}–${to}',
  },
  'validation.noTechnician': {
    'en-US': 'This sub job has no technician yet: assign one first',
    'id-ID': 'Sub pekerjaan ini belum punya teknisi: tugaskan dulu',
  },
  'validation.timerNotRunning': {
    'en-US': 'No timer is running on this sub job',
    'id-ID': 'Tidak ada timer yang berjalan pada sub pekerjaan ini',
  },
  'validation.timesheetOrder': {
    'en-US': 'The stop must be after the start (and not in the future)',
    'id-ID': 'Waktu selesai harus setelah waktu mulai (dan tidak di masa depan)',
  },
  'validation.intakeConverted': {
    'en-US': 'This request already became a job (${job})',
    'id-ID': 'Permintaan ini sudah dijadikan pekerjaan (${job})',
  },
  'validation.userTableName': {
    'en-US': 'Use 2–40 lowercase letters, digits or _, starting with a letter (for example inventaris_alat)',
    'id-ID': 'Gunakan 2–40 huruf kecil, angka atau _, diawali huruf (misalnya inventaris_alat)',
  },
  'validation.userColumnName': {
    'en-US':
      'Use lowercase letters, digits or _, starting with a letter; id, user_id, created_at and updated_at are taken',
    'id-ID':
      'Gunakan huruf kecil, angka atau _, diawali huruf; id, user_id, created_at dan updated_at sudah dipakai',
  },
  'validation.userColumnOptions': {
    'en-US': 'A choice column needs its options as a list, for example ["Baik", "Rusak"]',
    'id-ID': 'Kolom pilihan membutuhkan daftar opsi, misalnya ["Baik", "Rusak"]',
  },
  'validation.userColumnRelation': {
    'en-US': 'A relation column needs the name of an existing resource, for example "rsupplier"',
    'id-ID': 'Kolom relasi membutuhkan nama resource yang ada, misalnya "rsupplier"',
  },
  'validation.userColumnType': {
    'en-US': 'The stored values of ${column} cannot become ${type}: empty them or add a new column',
    'id-ID':
      'Data yang tersimpan di ${column} tidak bisa diubah menjadi ${type}: kosongkan dulu atau buat kolom baru',
  },
  'validation.userTableFixed': {
    'en-US': 'A column stays in its table: delete it and add it to the other table',
    'id-ID': 'Kolom tetap berada di tabelnya: hapus lalu tambahkan ke tabel lain',
  },
  'validation.registrationNotWaiting': {
    'en-US': 'Only a waiting registration can become a job (this one is ${status})',
    'id-ID':
      'Hanya pendaftaran berstatus Menunggu yang bisa dijadikan pekerjaan (status sekarang: ${status})',
  },
  'errors.visitAlreadyJob': {
    'en-US': 'The visit of ${date} is already a job (${job}); the next visit is on ${next}',
    'id-ID':
      'Kunjungan tanggal ${date} sudah dijadikan pekerjaan (${job}); kunjungan berikutnya tanggal ${next}',
  },
  'errors.userTableHasRows': {
    'en-US': 'This table still holds ${count} rows: delete them first',
    'id-ID': 'Tabel ini masih berisi ${count} baris: hapus datanya terlebih dahulu',
  },
  'errors.inUse': {
    'en-US': 'This record is still used by other records and cannot be deleted',
    'id-ID': 'Data ini masih dipakai oleh data lain sehingga tidak dapat dihapus',
  },

  'errors.unexpectedError': {
    'en-US': 'Unexpected Application Error!',
    'id-ID': 'Terjadi Kesalahan Aplikasi yang Tidak Terduga!',
  },
  'errors.refreshNotice': {
    'en-US':
      'The system has been updated. Please refresh the page with Ctrl+Shift+R. If the display is still wrong, contact the provider at ${host} or ${phone}.',
    'id-ID':
      'Sistem telah diperbarui. Silakan muat ulang halaman dengan Ctrl+Shift+R. Jika tampilan masih bermasalah, hubungi penyedia di ${host} atau ${phone}.',
  },
  'errors.unableToGetUserData': {
    'en-US': 'Unable to get user data',
    'id-ID': 'Tidak dapat mengambil data pengguna',
  },
  'errors.accessDenied': {
    'en-US': 'Access Denied: You do not have the necessary permissions, please contact admins.',
    'id-ID': 'Akses Ditolak: Anda tidak memiliki izin yang diperlukan, silakan hubungi admin.',
  },
  'errors.notFound': {
    'en-US': 'The requested resources could not be found',
    'id-ID': 'Sumber daya yang diminta tidak dapat ditemukan',
  },
  'errors.resourceNotFound': { 'en-US': 'Resource not found!', 'id-ID': 'Sumber daya tidak ditemukan!' },
  'errors.noRecordFound': { 'en-US': 'Oops, No record found', 'id-ID': 'Ups, Data tidak ditemukan' },
  'errors.noQueryResults': {
    'en-US': 'No query results for model ${model} ${id}',
    'id-ID': 'Tidak ada hasil kueri untuk model ${model} ${id}',
  },
  'errors.processingError': {
    'en-US': 'An error occurred while processing your request, contact the Administrator.',
    'id-ID': 'Terjadi kesalahan saat memproses permintaan Anda, hubungi Administrator.',
  },
  'errors.unableToProcess': {
    'en-US': 'Unable to process request',
    'id-ID': 'Tidak dapat memproses permintaan',
  },
  'errors.unableToSend': {
    'en-US': 'Unable to send request, please check the data validation',
    'id-ID': 'Tidak dapat mengirim permintaan, silakan periksa validasi data',
  },
  'errors.unableToComplete': {
    'en-US': 'Unable to complete request',
    'id-ID': 'Tidak dapat menyelesaikan permintaan',
  },
  'errors.tooManyAttempts': { 'en-US': 'Too Many Attempts.', 'id-ID': 'Terlalu Banyak Percobaan.' },
  'errors.unauthenticated': { 'en-US': 'Unauthenticated.', 'id-ID': 'Anda belum masuk.' },
  'errors.accountBlocked': { 'en-US': 'Your account has been blocked', 'id-ID': 'Akun Anda telah diblokir' },
  'errors.otpExpired': { 'en-US': 'OTP has expired', 'id-ID': 'OTP telah kedaluwarsa' },
  'errors.unableToResendOtp': { 'en-US': 'Unable to resend otp', 'id-ID': 'Tidak dapat mengirim ulang OTP' },
  'errors.invalidCredentials': {
    'en-US': 'These credentials do not match our records.',
    'id-ID': 'Data masuk ini tidak cocok dengan catatan kami.',
  },
  'errors.accountPending': { 'en-US': 'Account Pending', 'id-ID': 'Akun Tertunda' },
  'errors.otpInvalid': { 'en-US': 'The OTP code is invalid', 'id-ID': 'Kode OTP tidak valid' },
  'errors.otpSessionEnded': {
    'en-US': 'This sign-in has ended, please sign in again',
    'id-ID': 'Proses masuk ini telah berakhir, silakan masuk kembali',
  },
  'errors.linkInvalid': {
    'en-US': 'This link is invalid or has already been used',
    'id-ID': 'Tautan ini tidak valid atau sudah digunakan',
  },
  'errors.linkExpired': { 'en-US': 'This link has expired', 'id-ID': 'Tautan ini telah kedaluwarsa' },
  'errors.currentPasswordIncorrect': {
    'en-US': 'The current password is incorrect',
    'id-ID': 'Kata sandi saat ini salah',
  },
  'errors.googleSignInFailed': {
    'en-US': 'Google sign-in failed, please try again',
    'id-ID': 'Masuk dengan Google gagal, silakan coba lagi',
  },
  'errors.cannotChangeOwnAccess': {
    'en-US': 'You cannot block, suspend or demote your own account',
    'id-ID': 'Anda tidak dapat memblokir, menangguhkan, atau menurunkan peran akun Anda sendiri',
  },
  'errors.unableToDownload': { 'en-US': 'Unable to download file', 'id-ID': 'Tidak dapat mengunduh berkas' },
  'errors.popupBlocked': {
    'en-US': 'Popup blocked, please allow popups for this site',
    'id-ID': 'Popup diblokir, silakan izinkan popup untuk situs ini',
  },
  'errors.printPreviewFailed': {
    'en-US': 'Unable to generate print preview',
    'id-ID': 'Tidak dapat membuat pratinjau cetak',
  },
  'errors.blockedPage': {
    'en-US': 'This page has been redirected, contact the admin for more information',
    'id-ID': DEFAULT_BLOCKED_MESSAGE,
  },

  'success.recordAdded': { 'en-US': 'Record added successfully', 'id-ID': 'Data berhasil ditambahkan' },
  'success.recordUpdated': { 'en-US': 'Record updated successfully', 'id-ID': 'Data berhasil diperbarui' },
  'success.recordDeleted': { 'en-US': 'Record deleted successfully', 'id-ID': 'Data berhasil dihapus' },
  'success.passwordChanged': {
    'en-US': 'Your password has been changed successfully',
    'id-ID': 'Kata sandi Anda berhasil diubah',
  },
  'success.otpSent': { 'en-US': 'OTP Sent Successfully', 'id-ID': 'OTP Berhasil Dikirim' },
  'success.verificationSent': {
    'en-US': 'Verification email has been sent',
    'id-ID': 'Email verifikasi telah dikirim',
  },
  'success.verificationCompleted': { 'en-US': 'Verification completed', 'id-ID': 'Verifikasi selesai' },
  'success.resetLinkSent': {
    'en-US': 'If the address belongs to an account, a password reset link has been sent to it',
    'id-ID': 'Jika alamat tersebut terdaftar, tautan atur ulang kata sandi telah dikirim ke alamat itu',
  },
  'success.passwordReset': {
    'en-US': 'Your password has been reset, you can sign in now',
    'id-ID': 'Kata sandi Anda telah diatur ulang, silakan masuk',
  },
  'prompts.confirmDelete': {
    'en-US': 'Are you sure you want to delete this record?',
    'id-ID': 'Apakah Anda yakin ingin menghapus data ini?',
  },

  'detail.invalidFormat': {
    'en-US': 'The data format is invalid and cannot be displayed.',
    'id-ID': 'Format data tidak valid dan tidak dapat ditampilkan.',
  },
  'detail.invalidJson': {
    'en-US': 'Unable to process the JSON data.',
    'id-ID': 'Tidak dapat memproses data JSON.',
  },
  'detail.noData': { 'en-US': 'No data to display.', 'id-ID': 'Tidak ada data untuk ditampilkan.' },
  'detail.empty': { 'en-US': '(Empty)', 'id-ID': '(Kosong)' },

  'success.loggedOut': { 'en-US': 'Logged out', 'id-ID': 'Anda telah keluar' },
  'errors.hostingPanelRefused': {
    'en-US': 'The hosting panel refused the change',
    'id-ID': 'Panel hosting menolak perubahan',
  },
  'errors.hostingPanelDenied': {
    'en-US': 'The hosting panel refused the stored user or API token: set them again on the panel screen.',
    'id-ID': 'Panel hosting menolak nama pengguna atau token API yang tersimpan: atur ulang di layar panel.',
  },
  'errors.hostingPanelUnreachable': {
    'en-US': 'The hosting panel could not be reached (${detail}).',
    'id-ID': 'Panel hosting tidak dapat dihubungi (${detail}).',
  },
  'errors.hostingTokenUnreadable': {
    'en-US':
      'The stored API token of the hosting panel can no longer be read: enter it again on the panel screen.',
    'id-ID': 'Token API panel hosting yang tersimpan tidak dapat dibaca lagi: isi ulang di layar panel.',
  },
  'errors.hostingMailboxNoPanel': {
    'en-US': 'No hosting panel is set for this mailbox’s account yet.',
    'id-ID': 'Panel hosting untuk akun pemilik kotak surat ini belum diatur.',
  },
  'errors.hostingAccountNoPanel': {
    'en-US': 'No hosting panel is set for this account yet.',
    'id-ID': 'Panel hosting untuk akun ini belum diatur.',
  },
  'errors.hostingPanelIncomplete': {
    'en-US': 'Fill in the panel host, user name and API token first, then save.',
    'id-ID': 'Isi host panel, nama pengguna dan token API terlebih dahulu, lalu simpan.',
  },
  'errors.hostingTestDenied': {
    'en-US': 'The panel refused the user name or API token.',
    'id-ID': 'Panel menolak nama pengguna atau token API.',
  },
  'errors.hostingTestUnreachable': {
    'en-US': 'The panel could not be reached.',
    'id-ID': 'Panel tidak dapat dihubungi.',
  },
  'errors.hostingTestRefused': {
    'en-US': 'The panel answered with an error.',
    'id-ID': 'Panel membalas dengan pesan kesalahan.',
  },
  'success.hostingConnected': {
    'en-US': 'Connected: the panel accepted the user and token.',
    'id-ID': 'Terhubung: panel menerima nama pengguna dan token.',
  },
  'success.hostingPasswordChanged': {
    'en-US': 'The mailbox password was changed.',
    'id-ID': 'Kata sandi kotak surat berhasil diubah.',
  },
  'success.hostingMailboxCreated': {
    'en-US': 'The mailbox was created on the hosting panel.',
    'id-ID': 'Kotak surat berhasil dibuat di panel hosting.',
  },
  'validation.rolesPageList': {
    'en-US': 'Must be a list of page names',
    'id-ID': 'Harus berupa daftar nama halaman',
  },
  'validation.rolesUnknownPages': {
    'en-US': 'Unknown pages: ${pages}',
    'id-ID': 'Halaman tidak dikenal: ${pages}',
  },
  'validation.rolesChangeMissing': {
    'en-US': 'Send grant/revoke or pages',
    'id-ID': 'Kirim grant/revoke atau pages',
  },
  'validation.rolesGrantedAndRevoked': {
    'en-US': 'Both granted and revoked: ${pages}',
    'id-ID': 'Diberikan dan dicabut sekaligus: ${pages}',
  },
  'validation.rolesRuleDuplicate': {
    'en-US': 'The same rule already exists for this role (#${id}, ${route}): edit that one instead',
    'id-ID': 'Aturan yang sama sudah ada untuk peran ini (#${id}, ${route}): ubah aturan itu saja',
  },
  'validation.rolesAdminKeeps': {
    'en-US': 'An admin role must keep: ${pages}',
    'id-ID': 'Peran admin harus tetap memegang: ${pages}',
  },
  'validation.rolesWebsiteBundleOnly': {
    'en-US': 'Only pages of the website-settings bundle',
    'id-ID': 'Hanya halaman dari paket pengaturan website',
  },
  'validation.rolesSameRole': { 'en-US': 'Choose another role', 'id-ID': 'Pilih peran lain' },
  'validation.rulesImportList': {
    'en-US': 'Send a JSON list of rules or an export file',
    'id-ID': 'Kirim daftar aturan (JSON) atau berkas ekspor',
  },
  'validation.rulesImportMax': { 'en-US': 'At most ${max} rules', 'id-ID': 'Paling banyak ${max} aturan' },
  'validation.rulesNotObject': { 'en-US': 'Not a rule object', 'id-ID': 'Bukan objek aturan' },
  'validation.rulesUnknownField': { 'en-US': 'Unknown field', 'id-ID': 'Kolom tidak dikenal' },
  'validation.rulesUnknownCategory': { 'en-US': 'Unknown category', 'id-ID': 'Kategori tidak dikenal' },
  'export.attendanceRecapTitle': {
    'en-US': 'Attendance recap ${month}',
    'id-ID': 'Rekap absensi ${month}',
  },
  'export.attendanceRecapName': { 'en-US': 'Name', 'id-ID': 'Nama' },
  'export.attendanceRecapDaysPresent': { 'en-US': 'Days present', 'id-ID': 'Hari hadir' },
  'export.attendanceRecapHoursWorked': { 'en-US': 'Hours worked', 'id-ID': 'Jam kerja' },
  'export.attendanceRecapLateDays': { 'en-US': 'Late (days)', 'id-ID': 'Terlambat (hari)' },
  'export.attendanceRecapPermission': { 'en-US': 'Permission', 'id-ID': 'Izin' },
  'export.attendanceRecapSick': { 'en-US': 'Sick', 'id-ID': 'Sakit' },
  'export.attendanceRecapLeave': { 'en-US': 'Leave', 'id-ID': 'Cuti' },
  'export.attendanceRecapAbsent': { 'en-US': 'Absent', 'id-ID': 'Alpha' },
  'export.attendanceRecapPresent': { 'en-US': 'Present', 'id-ID': 'Masuk' },
  'export.attendanceRecapDayOff': { 'en-US': 'Day off', 'id-ID': 'Libur' },
  'export.attendanceRecapMinutesLate': { 'en-US': 'Minutes late', 'id-ID': 'Menit terlambat' },
  'export.attendanceRecapNoCheckOut': { 'en-US': 'No check-out', 'id-ID': 'Tanpa tap pulang' },
  'errors.resourcesReadOnly': {
    'en-US': 'Records of ${resource} are not edited by hand',
    'id-ID': 'Data ${resource} tidak diisi secara manual',
  },
  'validation.resourcesExportFormat': {
    'en-US': 'Use one of ${formats}',
    'id-ID': 'Gunakan salah satu dari ${formats}',
  },
  'validation.resourcesImportNotMultipart': {
    'en-US': 'Send the file as multipart/form-data',
    'id-ID': 'Kirim berkas sebagai multipart/form-data',
  },
  'validation.resourcesImportNoFile': {
    'en-US': 'No file was sent',
    'id-ID': 'Tidak ada berkas yang dikirim',
  },
  'validation.resourcesImportEmpty': { 'en-US': 'The file is empty', 'id-ID': 'Berkas kosong' },
  'validation.resourcesImportMaxRows': {
    'en-US': 'At most ${max} rows per import',
    'id-ID': 'Paling banyak ${max} baris per impor',
  },
  'validation.resourcesImportMaxColumns': {
    'en-US': 'At most ${max} columns per row',
    'id-ID': 'Paling banyak ${max} kolom per baris',
  },
  'validation.resourcesImportTooSlow': {
    'en-US': 'The file took too long to read',
    'id-ID': 'Berkas terlalu lama dibaca',
  },
  'validation.resourcesImportUnreadable': { 'en-US': 'Unreadable file', 'id-ID': 'Berkas tidak terbaca' },
  'validation.resourcesImportNoMatch': {
    'en-US': 'No record is named “${value}”',
    'id-ID': 'Tidak ada data bernama “${value}”',
  },
  'validation.resourcesImportNoMatchLike': {
    'en-US': 'No record is named “${value}”; similar: ${candidates}',
    'id-ID': 'Tidak ada data bernama “${value}”; yang mirip: ${candidates}',
  },
  'validation.resourcesImportSeveral': {
    'en-US': '“${value}” names several records (${candidates}): write the id instead',
    'id-ID': '“${value}” cocok dengan beberapa data (${candidates}): tulis id-nya',
  },
  'errors.resourcesImportNotTabular': {
    'en-US': 'The file could not be read as CSV or XLSX',
    'id-ID': 'Berkas tidak dapat dibaca sebagai CSV atau XLSX',
  },
  'errors.resourcesImportTooLarge': {
    'en-US': 'The file is larger than the upload limit',
    'id-ID': 'Berkas melebihi batas unggahan',
  },
  // issue 32: imports as background jobs
  'errors.resourcesImportRunning': {
    'en-US': 'An import of yours is still running; wait until it has finished',
    'id-ID': 'Impor Anda masih berjalan; tunggu sampai selesai',
  },
  'errors.resourcesImportLost': {
    'en-US': 'The server running the import stopped; rows it had written were removed again',
    'id-ID': 'Server yang menjalankan impor berhenti; baris yang sudah ditulis dihapus kembali',
  },
  'errors.resourcesImportFailed': {
    'en-US': 'The import failed; nothing was kept',
    'id-ID': 'Impor gagal; tidak ada yang disimpan',
  },
  'errors.resourcesImportNotUndone': {
    'en-US': 'Written, but it could not be removed again: ${reason}',
    'id-ID': 'Sudah tertulis, tetapi tidak dapat dihapus kembali: ${reason}',
  },
  'export.reportsHeadingPeriod': { 'en-US': 'Period', 'id-ID': 'Periode' },
  'export.reportsHeadingCustomer': { 'en-US': 'Customer', 'id-ID': 'Pelanggan' },
  'export.reportsHeadingCategory': { 'en-US': 'Category', 'id-ID': 'Kategori' },
  'export.reportsHeadingInvoices': { 'en-US': 'Invoices', 'id-ID': 'Invoice' },
  'export.reportsHeadingPos': { 'en-US': 'Till (POS)', 'id-ID': 'Kasir (POS)' },
  'export.reportsHeadingTotal': { 'en-US': 'Total', 'id-ID': 'Total' },
  'export.reportsHeadingDays30': { 'en-US': '0–30 days', 'id-ID': '0–30 hari' },
  'export.reportsHeadingDays60': { 'en-US': '31–60 days', 'id-ID': '31–60 hari' },
  'export.reportsHeadingDays90': { 'en-US': '61–90 days', 'id-ID': '61–90 hari' },
  'export.reportsHeadingOver90': { 'en-US': '> 90 days', 'id-ID': '> 90 hari' },
  'export.reportsHeadingIn': { 'en-US': 'In', 'id-ID': 'Masuk' },
  'export.reportsHeadingOut': { 'en-US': 'Out', 'id-ID': 'Keluar' },
  'export.reportsHeadingNet': { 'en-US': 'Net', 'id-ID': 'Selisih' },
  'export.reportsHeadingBalance': { 'en-US': 'Balance', 'id-ID': 'Saldo' },
  'export.reportsHeadingItems': { 'en-US': 'Items', 'id-ID': 'Jumlah barang' },
  'export.reportsHeadingQty': { 'en-US': 'Qty in stock', 'id-ID': 'Qty stok' },
  'export.reportsHeadingValue': { 'en-US': 'Value', 'id-ID': 'Nilai' },
  'export.reportsHeadingJobs': { 'en-US': 'Jobs', 'id-ID': 'Pekerjaan' },
  'export.reportsTitleSales': { 'en-US': 'Sales per period', 'id-ID': 'Penjualan per periode' },
  'export.reportsTitleAgeing': { 'en-US': 'Receivables ageing', 'id-ID': 'Umur piutang' },
  'export.reportsTitleIncomeExpenses': { 'en-US': 'Income vs expenses', 'id-ID': 'Pemasukan vs pengeluaran' },
  'export.reportsTitleStockValue': { 'en-US': 'Stock value', 'id-ID': 'Nilai stok' },
  'export.reportsTitleJobsDone': { 'en-US': 'Jobs done', 'id-ID': 'Pekerjaan selesai' },
  'validation.resourcesMaxPage': { 'en-US': 'At most page ${max}', 'id-ID': 'Paling jauh halaman ${max}' },
  'validation.resourcesUnknownField': {
    'en-US': 'Unknown field ${field}',
    'id-ID': 'Kolom tidak dikenal: ${field}',
  },
  'validation.resourcesUnknownFilter': {
    'en-US': 'Unknown filter ${filter}',
    'id-ID': 'Filter tidak dikenal: ${filter}',
  },
  'validation.resourcesUnknownOperator': {
    'en-US': 'Unknown operator ${operator}',
    'id-ID': 'Operator tidak dikenal: ${operator}',
  },
  'validation.resourcesFilterValue': {
    'en-US': 'Invalid filter value ${value}',
    'id-ID': 'Nilai filter tidak valid: ${value}',
  },
  'validation.rowScopeOutside': {
    'en-US': 'This would put the record outside the data your role may reach (${condition})',
    'id-ID': 'Data ini akan berada di luar cakupan data peran Anda (${condition})',
  },
  'validation.fieldReadOnly': {
    'en-US': 'This field is read-only for your role here',
    'id-ID': 'Kolom ini hanya dapat dibaca oleh peran Anda di sini',
  },
  'validation.rowScopeInvalid': {
    'en-US': 'This condition cannot limit rows: ${detail}',
    'id-ID': 'Kondisi ini tidak dapat membatasi baris: ${detail}',
  },
  'validation.mediaNoFile': { 'en-US': 'No file was sent', 'id-ID': 'Tidak ada berkas yang dikirim' },
  'validation.mediaKindRefused': {
    'en-US': 'This kind of file is not accepted',
    'id-ID': 'Jenis berkas ini tidak diterima',
  },
  'validation.mediaImageUnreadable': {
    'en-US': 'The image could not be read',
    'id-ID': 'Gambar tidak dapat dibaca',
  },
  'errors.invoicingBadSignature': { 'en-US': 'Invalid signature', 'id-ID': 'Tanda tangan tidak valid' },
  // issue 32: escalation (nobody grants what they do not hold; the admin role is fixed)
  'errors.grantBeyondOwn': {
    'en-US': 'You cannot give or change access that you do not hold yourself',
    'id-ID': 'Anda tidak dapat memberikan atau mengubah akses yang tidak Anda miliki sendiri',
  },
  'validation.rolesAdminFixed': {
    'en-US': 'The admin role cannot be renamed or deleted',
    'id-ID': 'Peran admin tidak dapat diganti namanya atau dihapus',
  },
  // issue 32: uploads
  'validation.archiveUnreadable': {
    'en-US': 'The file is not a readable ZIP archive (XLSX or DOCX)',
    'id-ID': 'Berkas bukan arsip ZIP yang dapat dibaca (XLSX atau DOCX)',
  },
  'validation.archiveEntries': {
    'en-US': 'The archive holds more than ${max} files',
    'id-ID': 'Arsip berisi lebih dari ${max} berkas',
  },
  'validation.archiveEntryBytes': {
    'en-US': 'A part of the file unpacks to more than ${max} MB',
    'id-ID': 'Satu bagian berkas menjadi lebih dari ${max} MB saat dibuka',
  },
  'validation.archiveTotalBytes': {
    'en-US': 'The file unpacks to more than ${max} MB in total',
    'id-ID': 'Berkas menjadi lebih dari ${max} MB saat dibuka',
  },
  'validation.archiveRatio': {
    'en-US': 'A part of the file unpacks to more than ${max} times its packed size (a zip bomb)',
    'id-ID': 'Satu bagian berkas membesar lebih dari ${max} kali ukuran terkompresinya (bom zip)',
  },
  'validation.fileTooSlow': {
    'en-US': 'The file took longer than ${seconds} s to read',
    'id-ID': 'Berkas butuh lebih dari ${seconds} detik untuk dibaca',
  },
  'validation.multipartBroken': {
    'en-US': 'The upload is not a complete multipart/form-data body',
    'id-ID': 'Unggahan bukan isi multipart/form-data yang lengkap',
  },
  'validation.resourcesImportSharedStrings': {
    'en-US': 'At most ${max} distinct texts per import file',
    'id-ID': 'Paling banyak ${max} teks berbeda per berkas impor',
  },
  'validation.spreadsheetCells': {
    'en-US': 'The workbook holds more than ${max} cells',
    'id-ID': 'Buku kerja berisi lebih dari ${max} sel',
  },
  'validation.spreadsheetCellText': {
    'en-US': 'A cell holds more than ${max} characters',
    'id-ID': 'Satu sel berisi lebih dari ${max} karakter',
  },
  'validation.spreadsheetMerged': {
    'en-US': 'Merged cells cover more than ${max} cells',
    'id-ID': 'Sel gabungan mencakup lebih dari ${max} sel',
  },
  'validation.spreadsheetNotXlsx': {
    'en-US':
      '“${name}” is not an Excel workbook (.xlsx): only files saved as .xlsx (Excel 2007 or later) open here. Save it as .xlsx and open it again',
    'id-ID':
      '“${name}” bukan buku kerja Excel (.xlsx): hanya berkas yang disimpan sebagai .xlsx (Excel 2007 ke atas) yang bisa dibuka di sini. Simpan sebagai .xlsx lalu buka lagi',
  },
  'validation.spreadsheetAnswerTooLarge': {
    'en-US': 'The sheets of this workbook would be larger than ${max} MB',
    'id-ID': 'Lembar kerja dari buku kerja ini akan lebih besar dari ${max} MB',
  },
  // issue 32: field work, notices written by a person
  'errors.jobsClosed': {
    'en-US': 'This job is closed: progress is no longer recorded on it (an admin may reopen it)',
    'id-ID': 'Pekerjaan ini sudah ditutup: progres tidak lagi dicatat (admin dapat membukanya kembali)',
  },
  // issue 35: a signed worksheet is closed
  'errors.worksheetSigned': {
    'en-US': 'This worksheet is signed: it is closed and no longer changes',
    'id-ID': 'Lembar kerja ini sudah ditandatangani: sudah ditutup dan tidak dapat diubah lagi',
  },
  'validation.notificationsSystemKind': {
    'en-US': 'Only the system writes notices of kind Sistem',
    'id-ID': 'Hanya sistem yang menulis notifikasi berjenis Sistem',
  },
  // issue 32: sites and their mail, stored secrets, low items (cookies, user tables, attendance, POS)
  'validation.siteDomain': {
    'en-US': '${domain} is not a domain name a site can be reached at',
    'id-ID': '${domain} bukan nama domain yang dapat dipakai situs',
  },
  'validation.siteDomainTaken': {
    'en-US': 'The domain ${domain} already belongs to another site',
    'id-ID': 'Domain ${domain} sudah dipakai situs lain',
  },
  'validation.siteDomainMainHost': {
    'en-US': 'The domain ${domain} is the address of this server: it shows the main site',
    'id-ID': 'Domain ${domain} adalah alamat server ini: yang tampil di sana adalah situs utama',
  },
  'errors.hostingPanelFailed': {
    'en-US': 'The hosting panel call failed. An administrator can test the panel settings for the reason.',
    'id-ID':
      'Panggilan ke panel hosting gagal. Administrator dapat menguji pengaturan panel untuk melihat sebabnya.',
  },
  'errors.hostingTestFailed': {
    'en-US': 'The connection test failed: check the host, user name and API token, or ask an administrator.',
    'id-ID': 'Tes koneksi gagal: periksa host, nama pengguna dan token API, atau tanyakan administrator.',
  },
  'validation.userColumnSystem': {
    'en-US': 'The database keeps this name for itself (tableoid, xmin, cmin, xmax, cmax, ctid, oid)',
    'id-ID': 'Nama ini dipakai basis data sendiri (tableoid, xmin, cmin, xmax, cmax, ctid, oid)',
  },
  'validation.userTableMaxColumns': {
    'en-US': 'A table has at most ${max} columns',
    'id-ID': 'Sebuah tabel paling banyak ${max} kolom',
  },
  'validation.uploadNotIssued': {
    'en-US': 'Use a photo uploaded here (its path under uploads/), not an address elsewhere',
    'id-ID': 'Gunakan foto yang diunggah di sini (path di bawah uploads/), bukan alamat di tempat lain',
  },
  'validation.wholeQuantity': {
    'en-US': '${unit} is counted in whole numbers',
    'id-ID': '${unit} dihitung dalam bilangan bulat',
  },
  'validation.dateFuture': {
    'en-US': 'The date cannot be later than today',
    'id-ID': 'Tanggal tidak boleh melewati hari ini',
  },
  'errors.posReplayMismatch': {
    'en-US':
      'This transaction id was already used for another request or by another login: nothing was recorded',
    'id-ID':
      'ID transaksi ini sudah dipakai untuk permintaan lain atau oleh login lain: tidak ada yang dicatat',
  },
  // issue 34: POS cash sessions and refunds
  'validation.posNoSession': {
    'en-US': 'Open a cash session on this counter first',
    'id-ID': 'Buka sesi kas di kasir ini terlebih dahulu',
  },
  'validation.posSessionClosed': {
    'en-US': 'This cash session is closed: nothing was recorded in it',
    'id-ID': 'Sesi kas ini sudah ditutup: tidak ada yang dicatat di dalamnya',
  },
  'validation.posSessionOpen': {
    'en-US': 'This counter already has an open cash session (#${id})',
    'id-ID': 'Kasir ini masih punya sesi kas yang terbuka (#${id})',
  },
  'validation.posReturnTooMany': {
    'en-US': 'At most ${left} can still be returned',
    'id-ID': 'Paling banyak ${left} yang masih bisa diretur',
  },
  'validation.posReturnNothing': {
    'en-US': 'Everything of this sale has already been returned',
    'id-ID': 'Semua barang penjualan ini sudah diretur',
  },
  // issue 32: money (payments, invoice documents)
  'errors.invoicingNoProvider': {
    'en-US': 'No payment provider is set up on this server',
    'id-ID': 'Belum ada penyedia pembayaran yang diatur di server ini',
  },
  'errors.fieldsHiddenFromRole': {
    'en-US': 'This shows fields your role may not see',
    'id-ID': 'Ini memuat kolom yang tidak boleh dilihat peran Anda',
  },
  'validation.creditNotCreditable': {
    'en-US': 'Only an issued, part-paid or paid invoice can be credited (this one is ${state})',
    'id-ID':
      'Nota kredit hanya untuk invoice yang terbit, sebagian dibayar atau lunas (invoice ini ${state})',
  },
  'validation.creditTooMany': {
    'en-US': 'At most ${left} of “${item}” can still be credited',
    'id-ID': 'Paling banyak ${left} dari “${item}” yang masih bisa dikreditkan',
  },
  'validation.labourNotCustomer': {
    'en-US': 'This job is not the invoice customer’s',
    'id-ID': 'Pekerjaan ini bukan milik pelanggan invoice ini',
  },
  'validation.labourNothing': {
    'en-US': 'This job has no stopped timesheet hours left to bill',
    'id-ID': 'Pekerjaan ini tidak punya jam kerja (timer yang sudah berhenti) yang belum ditagih',
  },
  'validation.creditNothing': {
    'en-US': 'Everything on this invoice has already been credited',
    'id-ID': 'Seluruh isi invoice ini sudah dikreditkan',
  },
  'validation.creditBeforeInvoice': {
    'en-US': 'A credit note cannot be dated before its invoice (${date})',
    'id-ID': 'Tanggal nota kredit tidak boleh sebelum tanggal invoice (${date})',
  },
  'validation.refundTooMuch': {
    'en-US': 'At most ${owed} is owed back to the customer',
    'id-ID': 'Paling banyak ${owed} yang harus dikembalikan ke pelanggan',
  },
  'validation.invoiceCredited': {
    'en-US': 'An invoice with credit notes cannot be cancelled',
    'id-ID': 'Invoice yang sudah punya nota kredit tidak bisa dibatalkan',
  },
};

/**
 * Values accepted by {@link interpolate}.
 *
 * @example const params: InterpolationParams = { min: 3, name: 'Budi' };
 */
export type InterpolationParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

// `${name}` or `{{name}}` / `{{ name }}`; names are identifiers, so nothing else is ever looked up.
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * Fills `${name}` and i18next-style `{{name}}` placeholders from `params`. Safe by construction:
 * no evaluation, a single pass (inserted values are never expanded again), and a name is looked up
 * only when it is an own property of `params` (so `${constructor}` or `${__proto__}` stay as they
 * are). Placeholders without an own value, or whose value is null or undefined, are left as-is.
 *
 * @example interpolate('Minimum ${min}, maximum {{max}}', { min: 1, max: 5 }) === 'Minimum 1, maximum 5'
 * @example interpolate('Hello ${who}', {}) === 'Hello ${who}'
 */
export function interpolate(template: string, params: InterpolationParams = {}): string {
  return String(template).replace(PLACEHOLDER, (whole: string, dollarName?: string, braceName?: string) => {
    const name = dollarName ?? braceName ?? '';
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return value === null || value === undefined ? whole : String(value);
  });
}

/**
 * True when `key` is one of the keys in {@link MESSAGE_DEFAULTS} (own keys only).
 *
 * @example isMessageKey('validation.required') === true
 * @example isMessageKey('toString') === false
 */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(MESSAGE_DEFAULTS, key);
}

/**
 * The default text of `key` in Indonesian (`'id-ID'`, or any `id` code) or English (every other
 * locale), interpolated with `params`. An unknown key is returned as-is (interpolated), which keeps
 * server-sent free text and not-yet-catalogued keys readable.
 *
 * @example defaultMessage(MSG.length, 'en-US', { min: 2, max: 5 }) === 'Minimum length of 2 characters, maximum length of 5'
 * @example defaultMessage(MSG.recordAdded, 'id-ID') === 'Data berhasil ditambahkan'
 */
export function defaultMessage(
  key: string,
  locale: string = 'en-US',
  params: InterpolationParams = {},
): string {
  if (!isMessageKey(key)) return interpolate(key, params);
  const indonesian = /^id(-|$)/i.test(locale);
  return interpolate(MESSAGE_DEFAULTS[key][indonesian ? 'id-ID' : 'en-US'], params);
}
