import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED_WEB_TESTS } from './isolated-files.ts';

// the file's own path (jsdom's URL is not Node's: no `new URL(.., import.meta.url)` here)
const web = join(dirname(fileURLToPath(import.meta.url)), '../..');
const testFiles = readdirSync(join(web, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `src/${path.split('\\').join('/')}`);

/** Test files whose text does `what`, outside the isolated list. */
const sharedFilesThat = (what: RegExp) =>
  testFiles.filter(
    (path) => !ISOLATED_WEB_TESTS.includes(path) && what.test(readFileSync(join(web, path), 'utf8')),
  );

// The web files share a page and a module graph per worker (vitest.config.ts): what cannot be put back
// after a file (test-support/setup.ts) must run on a page of its own.
describe('web test files that need a page of their own', () => {
  it('lists only test files that exist', () => {
    expect(ISOLATED_WEB_TESTS.filter((path) => !testFiles.includes(path))).toEqual([]);
  });

  it('lists every file that mocks a module (a mock would reach, or miss, the other files)', () => {
    expect(sharedFilesThat(/\bvi\.(mock|doMock)\(/)).toEqual([]);
  });

  it("lists every file that starts or switches the app's i18n (its loaded namespaces are per page load)", () => {
    expect(
      sharedFilesThat(/\b(initI18n|changeLocale)\(|\bi18next\.(init|use|changeLanguage|addResourceBundle)\(/),
    ).toEqual([]);
  });
});
