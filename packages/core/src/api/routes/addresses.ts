/**
 * The addresses (method and path) of the routes called in a first load that must stay small: the
 * sign-in page (its look, the runtime config, sign-in and its code), the session's start (who is
 * signed in, the roles' rules, sign-out) and the public site's chat widget (a visitor's conversation
 * and its attachments), and the first GETs of the screens a signed-in page load starts early
 * (apps/web/src/app/first-calls.ts). Their declarations spread these (`defineRoute({ ...ROUTE_ADDRESSES.config, … })`),
 * so each path is still written once; the web calls them with `callAt<typeof publicConfigRoute>(
 * ROUTE_ADDRESSES.config)` (apps/web/src/api/call-route.ts): the types from the declaration, imported as
 * a type only, and the address from here, which imports no zod. Importing a declaration would bring zod
 * and the API's schemas (about 27 KB compressed) to the sign-in page and to every public site with the
 * widget. This module is in the sign-in page's own core chunk (`core-first`, apps/web/chunk-groups.ts).
 */
import type { RouteAddress } from './define-route.ts';

export const ROUTE_ADDRESSES = {
  config: { method: 'GET', path: '/config' },
  loginLook: { method: 'GET', path: '/website/login-look' },
  login: { method: 'POST', path: '/auth/login' },
  google: { method: 'POST', path: '/auth/google' },
  otpVerify: { method: 'POST', path: '/auth/otp/verify' },
  otpResend: { method: 'POST', path: '/auth/otp/resend' },
  logout: { method: 'POST', path: '/auth/logout' },
  currentUser: { method: 'GET', path: '/account/currentuserdata' },
  accountRoles: { method: 'GET', path: '/account/roles' },
  /** Any resource's list (resources.ts): the session reads one role's rules with it. */
  resourceList: { method: 'GET', path: '/:resource' },
  chatStart: { method: 'POST', path: '/chat/start' },
  chatMine: { method: 'GET', path: '/chat/mine' },
  chatAvailability: { method: 'GET', path: '/chat/availability' },
  chatConversation: { method: 'GET', path: '/chat/c/:code' },
  chatSend: { method: 'POST', path: '/chat/c/:code/messages' },
  chatSeen: { method: 'POST', path: '/chat/c/:code/seen' },
  chatTyping: { method: 'POST', path: '/chat/c/:code/typing' },
  chatRate: { method: 'POST', path: '/chat/c/:code/rating' },
  chatTranscript: { method: 'POST', path: '/chat/c/:code/transcript' },
  mediaUpload: { method: 'POST', path: '/media/upload' },
  // the signed-in layout's (the menu, the bell) and the generic list and view screens' calls, and the
  // first GETs a signed-in page load starts beside its chunks (apps/web/src/app/first-calls.ts): the
  // user's facts, a record's view, the admin dashboard, the POS. Issue 36: through the declarations
  // they brought zod and every schema (~41 KB compressed) to the first load of every signed-in page.
  uiMenu: { method: 'GET', path: '/ui/menu' },
  noticesMine: { method: 'GET', path: '/rnotifikasi/mine' },
  noticeRead: { method: 'POST', path: '/rnotifikasi/read/:id' },
  noticesReadAll: { method: 'POST', path: '/rnotifikasi/readall' },
  accountFacts: { method: 'GET', path: '/account/facts' },
  resourceView: { method: 'GET', path: '/:resource/view/:id' },
  resourceHistory: { method: 'GET', path: '/:resource/history/:id' },
  resourceOptions: { method: 'GET', path: '/:resource/options' },
  resourceAdd: { method: 'POST', path: '/:resource/add' },
  resourceEdit: { method: 'PUT', path: '/:resource/edit/:id' },
  resourceDelete: { method: 'DELETE', path: '/:resource/delete/:id' },
  resourceExport: { method: 'GET', path: '/:resource/export' },
  resourceImport: { method: 'POST', path: '/:resource/import' },
  resourceImportJob: { method: 'GET', path: '/:resource/import/:job' },
  uiPlaceholders: { method: 'GET', path: '/ui/placeholders' },
  businessFigures: { method: 'GET', path: '/dashboard/bisnis' },
  adminSummary: { method: 'GET', path: '/admin/summary' },
  posCatalog: { method: 'GET', path: '/pos/catalog' },
  // /home's: a user's open tasks and invoices
  trackList: { method: 'GET', path: '/rsubptrackprogres/tracklist' },
  invoiceCounts: { method: 'GET', path: '/rinvoice/countrinvoice' },
  posSessions: { method: 'GET', path: '/pos/sessions' },
  // the form's (loaded on every list and view once idle): a serial picker's stock of an item
  serialsInStock: { method: 'GET', path: '/rstok/noseri/:id' },
} as const satisfies Record<string, RouteAddress>;
