import { resolve } from 'node:path';

/** A module id's folder test, path separators of either system. */
const under = (...parts: string[]) => new RegExp(parts.map((p) => p.replace(/\//g, '[\\\\/]')).join(''));

/** What the chunking pass tells a group's `name` about the module graph (Rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => resolve(import.meta.dirname, 'src', path);

/** The app's entry: what it imports statically is in the first load of every page. */
const ENTRIES = [source('main.tsx')];

/** Every module `roots` import statically, directly or through others, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk for a lazy screen and everything it imports statically that the first load does not
 * already hold (`name` is asked per module; the set is worked out once per build). Left to itself the
 * bundler cuts such a screen into a file per set of importers: a list page was 25 files, fetched at
 * once but queued on the browser's six connections. Modules the screen shares with later screens come
 * along (those screens then load this chunk too), and a group of higher priority keeps its own.
 * `apart`: screens that must not load this chunk (what they import stays out of it). Core's modules
 * never come here: the entries import `@kantor/core`'s index, which names them all (`core-app` below).
 */
function screenGroup(name: string, root: string, priority: number, apart: readonly string[] = []) {
  const members = new WeakMap<ModuleGraph, Set<string>>();
  return {
    name: (id: string, graph: ModuleGraph) => {
      let own = members.get(graph);
      if (!own) {
        const initial = staticClosure(graph, [...ENTRIES, ...apart]);
        // the screen's own module stays the dynamic import's entry chunk (a few hundred bytes, fetched in
        // parallel with this one): captured here too, its exports went missing at run time
        own = new Set([...staticClosure(graph, [root])].filter((m) => m !== root && !initial.has(m)));
        members.set(graph, own);
      }
      return own.has(id) ? name : null;
    },
    priority,
    // the closure is complete already; following imports from here would pull entry modules in
    includeDependenciesRecursively: false,
  };
}

/** Core modules the first load (the sign-in page) uses itself: the `core-first` chunk. */
const FIRST_LOAD_CORE = [
  'constants',
  'format/query',
  'i18n/locales',
  'routes/normalise',
  // whether a route falls under a Blokir rule's: the page load's first calls ask it (src/app/first-calls.ts)
  'routes/match',
  'website/sections',
  'rules/builder',
  // the English of a rule's warnings, which the builder writes (the sign-in page's menu rules use it)
  'rules/notes',
  // the addresses of the routes the sign-in page, the session's start and the chat widget call, without
  // their schemas (api/routes/addresses.ts)
  'api/routes/addresses',
  // "is this the admin" (one test for server and web): the page load's first calls ask it of the last
  // sign-in's role before anything else has loaded (src/app/router.tsx, /home's handle)
  'roles/admin-role',
  'options',
];

/**
 * Core modules kept out of the `core-app` chunk: those the first load uses itself (found with a bundle
 * report: the modules of the `main` and `framework` chunks) and those the public pages use (the
 * tracking page's date formats), so neither downloads the signed-in app's core for them. The bundler
 * places these where it likes. pwa.e2e.ts fails when the sign-in or the tracking page loads
 * `core-app`: then what that page now uses from core belongs in this list.
 * Also the API's zod declarations (`api/**`, `<domain>/schemas`): only the screens that call a
 * declared route use them (`callRoute`), and in `core-app` they would bring zod to every signed-in page.
 */
const CORE_APART = new RegExp(
  `[\\\\/]packages[\\\\/]core[\\\\/]src[\\\\/](${[
    ...FIRST_LOAD_CORE,
    'format/dates',
    // the yes/no words a route's switch reads (api/routes/wire.ts's yesNo)
    'format/yes-no',
    'api/.+',
    '[\\w-]+/schemas',
    // isPlainObject: api/errors.ts reads every error answer with it
    'values',
    // strict numbers of the routes' wire (api/routes/wire.ts), which the public tracking page calls
    'validation/validators',
    // the password policy a registration's declaration checks (the public sign-up page calls it)
    'validation/password-policy',
    'validation/common-passwords',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|')})\\.ts$`,
);

/** The lazy pages of the public layout (src/app/router.tsx, features/accounts/routes.tsx). */
const PUBLIC_SCREENS = [
  'pages/LacakPage.tsx',
  'pages/AccountStatusPage.tsx',
  'app/ErrorPages.tsx',
  'features/accounts/RegisterPage.tsx',
  'features/accounts/VerifyEmailPage.tsx',
  'features/accounts/ForgotPasswordPage.tsx',
  'features/accounts/ResetPasswordPage.tsx',
].map(source);

/** Namespaces not in the signed-in app's text file: the sign-in page's and those public pages load alone. */
const APART_NAMESPACES = new Set(['common', 'account', 'ui', 'chat', 'jobs']);

/**
 * Chunks by hand where the automatic split makes many small files. Highest priority first: a group takes
 * its modules' dependencies along unless an earlier group has them, so the framework goes first and
 * the PrimeReact groups (loaded after sign-in) never pull it, or anything of the login route, in.
 */
export const CHUNK_GROUPS = [
  {
    // what the login route starts with: React, i18next, the app's API client, storage, translation
    // loader and the chat launcher, and the theme's stylesheets
    // (here, their file is linked before the app's own, which override them in the same layer)
    name: 'framework',
    priority: 40,
    test: under(
      '(node_modules/((react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)/',
      // the stylesheets themselves, not their text (`primeicons.css?raw`, the icon picker's lazy list)
      '|(primereact/resources|primeicons|@fontsource-variable/inter)/[^?]*\\.css$)',
      '|apps/web/src/(api/|app/fonts\\.css$|i18n/i18n\\.ts|session/storage\\.ts|ui/dialog-store\\.ts',
      '|features/chat/ChatWidgetLauncher\\.tsx))',
    ),
  },
  {
    // the core modules the sign-in page runs itself (CORE_APART's first part), apart from the `main`
    // entry's chunk: `core-app` imports them, and when the public site's chat widget was an entry of
    // this build (before issue 35; now vite.widget.config.ts) it loaded `core-app`, so inside `main`'s
    // file they made the widget fetch and run the whole app's entry (React's error #299)
    name: 'core-first',
    priority: 36,
    test: new RegExp(
      `[\\\\/]packages[\\\\/]core[\\\\/]src[\\\\/](${FIRST_LOAD_CORE.map((path) =>
        path.replaceAll('/', '[\\\\/]'),
      ).join('|')})\\.ts$`,
    ),
    includeDependenciesRecursively: false,
  },
  {
    // the shared core (resources, rules, formats, validation) of every screen past sign-in, as one file:
    // left to the bundler it was ~20 files of 1-3 KB, one per set of screens using them, queued on the
    // browser's six connections at every step of a signed-in load
    name: (id: string) =>
      /[\\/]packages[\\/]core[\\/]src[\\/]/.test(id) && !CORE_APART.test(id) ? 'core-app' : null,
    priority: 35,
    // what these import from the first load must stay there
    includeDependenciesRecursively: false,
  },
  {
    // the texts the sign-in page needs (PUBLIC_NAMESPACES of src/i18n/i18n.ts): one file per language
    name: (id: string) => {
      const text = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/](common|account|ui)\.json$/.exec(id);
      return text ? `texts-${text[1]}` : null;
    },
    priority: 30,
  },
  {
    // the signed-in app's texts (every domain's namespace) as one file per language: the main layout asks
    // for all of them at once, and twenty small files took four or five round trips on a phone's six
    // connections. The tracking page (`jobs`) and the chat's screens (`chat`) load theirs alone.
    name: (id: string) => {
      const text = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(id);
      return text && !APART_NAMESPACES.has(text[2]!) ? `texts-app-${text[1]}` : null;
    },
    priority: 25,
  },
  {
    // PrimeReact's base and the controls of nearly every screen loaded after
    // sign-in; before issue 16 they were all in the first load
    name: 'prime-base',
    priority: 20,
    test: under(
      'node_modules/(react-transition-group|primereact/(api|componentbase|utils|hooks|csstransition|portal',
      '|ripple|iconbase|icons|tooltip|button|inputtext|inputtextarea|keyfilter)/)',
    ),
  },
  {
    // the signed-in layout's own PrimeReact parts, the toast host's and the query cache
    name: 'app-shell',
    priority: 10,
    test: under(
      'node_modules/(@tanstack/(query-core|react-query)|primereact/(toast|badge|sidebar|menu|overlaypanel',
      '|message|checkbox|focustrap|overlayservice)/)',
    ),
  },
  // every screen past sign-in comes with the providers (the query client, PrimeReact's, the toast and
  // dialog hosts); every signed-in one in the main layout's frame; then the generic list screen
  screenGroup('providers', source('app/AppProviders.tsx'), 9),
  // the pages outside the main layout (tracking, account status, sign-up and password pages, errors)
  // do not download it for a module they share with it (the texts loader, say)
  screenGroup('signed-in-shell', source('app/signed-in-shell.ts'), 8, PUBLIC_SCREENS),
  {
    // PrimeReact's dropdown (and the virtual scroller it draws long lists with): the list screen's filters
    // use it, and so do screens that show no list (the PDF designer); in the list screen's chunk it
    // brought that whole chunk (~68 KB compressed) to them
    name: 'prime-dropdown',
    priority: 7,
    test: under('node_modules/primereact/(dropdown|virtualscroller)/'),
  },
  {
    // PrimeReact's paginator: the list screen's table and a record view's paged panel (an item's stock
    // card) share it; in the list screen's chunk it brought that chunk to the panel
    name: 'prime-paginator',
    priority: 7,
    test: under('node_modules/primereact/paginator/'),
  },
  // the record view's modules apart from the list's: in one group, a cold view downloaded the list's
  // table, paginator, filters and export (~30 KB compressed of its ~47) before it drew (issue 36, the job
  // view's LCP); the list screen loads this chunk too, for the modules the two share. What the layout or
  // a public page imports too (the 404 page, which the view draws for an unknown id) stays out: else
  // the layout and the error pages would load this chunk for it
  screenGroup('view-screen', source('resources/ResourceViewPage.tsx'), 6, [
    source('app/signed-in-shell.ts'),
    ...PUBLIC_SCREENS,
  ]),
  screenGroup('list-screen', source('resources/ResourceListPage.tsx'), 5),
];
