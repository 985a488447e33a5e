import { describe, expect, it } from 'vitest';
import { loadConfig, startWarnings } from './config.ts';

describe('the start’s warnings', () => {
  it('warns in production when PUBLIC_HOST is unset or blank, since links would say localhost', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', PUBLIC_HOST: '  ' }]) {
      const warnings = startWarnings(env);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('PUBLIC_HOST');
      expect(loadConfig({ ...env, PORT: '3900' }).publicHost).toBe('http://localhost:3900');
    }
  });

  it('says nothing with PUBLIC_HOST set, or outside production', () => {
    expect(startWarnings({ NODE_ENV: 'production', PUBLIC_HOST: 'https://servis.example.co.id' })).toEqual(
      [],
    );
    expect(startWarnings({})).toEqual([]);
    expect(startWarnings({ NODE_ENV: 'development' })).toEqual([]);
  });
});
