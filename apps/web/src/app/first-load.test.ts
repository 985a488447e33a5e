import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16: the login route's first load is what src/main.tsx imports statically, and must stay small
 * (≤ 150 KB of compressed JavaScript, measured in a browser by e2e/pwa.e2e.ts). PrimeReact and the query
 * cache come with the first screen after it (app/deferred.tsx); this reads the import graph from the
 * sources, so a static import that would drag them back in fails here, naming the file, before any build.
 */
const SRC = resolve(import.meta.dirname, '..');

/** Static imports and re-exports of a module (dynamic `import()` and `import type` left out). */
function staticImports(code: string): string[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found = text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm);
  return [...found].map((m) => m[1]!);
}

/** Every package the first load imports, with the first of our files that imports it. */
function firstLoadPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [join(SRC, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const target = resolve(dirname(file), spec);
        if (!existsSync(target)) throw new Error(`${relative(SRC, file)}: cannot resolve ${spec}`);
        queue.push(target);
      } else if (!packages.has(spec)) packages.set(spec, relative(SRC, file));
    }
  }
  return packages;
}

describe('the login route’s first load', () => {
  const packages = firstLoadPackages();

  it('reads the graph (the parse works)', () => {
    expect(packages.get('react-router')).toBeDefined();
    expect(packages.get('react-dom/client')).toBe('main.tsx');
  });

  it('imports no PrimeReact component or API and no query cache (only the theme’s stylesheets)', () => {
    const heavy = [...packages]
      .filter(([spec]) => /^(primereact|@tanstack)\//.test(spec) && !spec.endsWith('.css'))
      .map(([spec, by]) => `${spec} (imported by ${by})`);
    expect(heavy).toEqual([]);
  });

  it('imports only the framework, the router, i18next and our core package', () => {
    const allowed = /^(react|react-dom(\/client)?|react-router|i18next|react-i18next|@kantor\/core)$|\.css$/;
    expect([...packages.keys()].filter((spec) => !allowed.test(spec))).toEqual([]);
  });
});
