import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Lint's web calls check (scripts/web-calls.mjs): outside this folder the web calls the API through the
 * routes' declarations, never `api.get(...)` or an `/api/` path written by hand, but for the allowed
 * entries, each with its reason.
 */
type Finding = { line: number; finding: string };
type Allowed = { file: string; finding: string; reason: string };
type Check = {
  handCallsIn: (path: string, text: string) => Finding[];
  findHandCalls: (base?: string, allowed?: readonly Allowed[]) => string[];
  ALLOWED: readonly Allowed[];
};
const ROOT = resolve(import.meta.dirname, '../../../..');
const check = (await import(resolve(ROOT, 'scripts/web-calls.mjs'))) as Check;

describe('the web calls check', () => {
  it('finds each kind of hand call, and no import, comment or other client method', () => {
    const text = [
      "import { api } from '../../api/api.ts';",
      "import type { X } from '../api/client.ts';",
      '// api.get(`a`) in a comment, and /api/x',
      "const a = api.get<Row>('rmindmap/view/' + id);",
      `await api.post(\`chat/c/\${code}/seen\`, {});`,
      "api.put('x', {}); api.delete('x'); api.patch('x', {});",
      "navigator.sendBeacon('/api/auth/logout', body);",
      `const url = \`\${host}/api/realtime\`;`,
      "api.download('x'); api.request('x'); other.get('x'); const m = import('../api/lazy.ts');",
    ].join('\n');
    expect(check.handCallsIn('x.ts', text)).toEqual([
      { line: 4, finding: 'api.get' },
      { line: 5, finding: 'api.post' },
      { line: 6, finding: 'api.put' },
      { line: 6, finding: 'api.delete' },
      { line: 6, finding: 'api.patch' },
      { line: 7, finding: '/api/auth/logout' },
      { line: 8, finding: '/api/realtime' },
    ]);
  });

  it('passes the web app as it is, every allowed entry with a reason and still there', () => {
    expect(check.findHandCalls()).toEqual([]);
    for (const entry of check.ALLOWED) expect(entry.reason.length).toBeGreaterThan(40);
  });

  it('fails an allowed entry no longer there, and a hand call not allowed', () => {
    const stale = { file: 'apps/web/src/gone.ts', finding: 'api.get', reason: 'a reason' };
    expect(check.findHandCalls(ROOT, [...check.ALLOWED, stale])).toEqual([
      'apps/web/src/gone.ts: allowed "api.get" is no longer there (drop it)',
    ]);
    const [apiFetch, ...others] = check.ALLOWED;
    expect(apiFetch?.file).toBe('apps/web/src/resources/use-input-logics.ts');
    expect(check.findHandCalls(ROOT, others)).toEqual([
      expect.stringMatching(/^apps\/web\/src\/resources\/use-input-logics\.ts:\d+: api\.get written by hand/),
    ]);
  });
});
