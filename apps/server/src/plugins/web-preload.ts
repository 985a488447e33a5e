import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of the web build's manifest (`apps/web/dist/.vite/manifest.json`, Vite's `build.manifest`). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
export type BuildManifest = Record<string, ManifestChunk>;

/** The page kinds whose chunks the served page names ahead, and the modules each screen draws with. */
const SIGNED_IN = ['src/app/AppProviders.tsx', 'src/app/signed-in-shell.ts'];
const SCREENS = {
  view: [...SIGNED_IN, 'src/resources/ResourceViewPage.tsx'],
  list: [...SIGNED_IN, 'src/resources/ResourceListPage.tsx'],
  home: [...SIGNED_IN, 'src/pages/HomePage.tsx'],
} as const;
export type PreloadKind = keyof typeof SCREENS;

/** The files a page of each kind loads past the entry's own: scripts (`.js`) and stylesheets (`.css`). */
export type PreloadPlan = Record<PreloadKind, string[]>;

/** Every manifest key `roots` import statically, directly or through others, the roots included. */
function closure(manifest: BuildManifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/**
 * What each kind of signed-in page needs beyond the entry (`index.html`'s own chunks, which the page
 * names already): the screens' chunks and stylesheets. A module missing from the build (renamed) names
 * nothing, so a stale plan costs a preload, never a broken page.
 */
export function planPreloads(manifest: BuildManifest): PreloadPlan {
  const entry = closure(manifest, ['index.html']);
  const filesOf = (roots: readonly string[]) => {
    const keys = [...closure(manifest, roots)].filter((key) => !entry.has(key));
    const scripts = keys.map((key) => `/${manifest[key]!.file}`);
    const styles = keys.flatMap((key) => (manifest[key]!.css ?? []).map((css) => `/${css}`));
    return [...new Set([...scripts, ...styles])];
  };
  return { view: filesOf(SCREENS.view), list: filesOf(SCREENS.list), home: filesOf(SCREENS.home) };
}

/** The build's plan, or none when the build has no manifest (a build from before it, a test's shell). */
export function readPreloadPlan(webDist: string): PreloadPlan | null {
  const path = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  return planPreloads(JSON.parse(readFileSync(path, 'utf8')) as BuildManifest);
}

/**
 * Which signed-in screen a page address draws, by its shape: `/x/view/{id}` and `/x` of a declared
 * resource (the generic record view and list), `/home`. Anything else (the sign-in and public pages,
 * the screens of their own) names nothing ahead.
 */
export function preloadKind(url: string, resources: ReadonlySet<string>): PreloadKind | null {
  const parts = url.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  if (parts.length === 1 && parts[0] === 'home') return 'home';
  if (!resources.has(parts[0] ?? '')) return null;
  if (parts.length === 3 && parts[1] === 'view') return 'view';
  if (parts.length === 1) return 'list';
  return null;
}

/**
 * The shell with the screen's files named in its head: the browser fetches them beside the entry's,
 * not once the entry has run and asked (issue 36: a cold job view's chunks went out ~0.5 s into the
 * load, after the entry's download and evaluation). A signed-out visitor of such an address downloads
 * them for nothing before the sign-in page; the sign-in and public pages themselves name none.
 */
export function withPreloads(shell: string, files: readonly string[]): string {
  // at low priority: the entry's script and the stylesheets, which the first paint waits for, keep the
  // connections and the bandwidth first
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}" />`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />`,
    )
    .join('\n    ');
  return links ? shell.replace('</head>', `    ${links}\n  </head>`) : shell;
}
