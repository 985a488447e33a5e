import { describe, expect, it } from 'vitest';
import { ruleColour, ruleColourClass, ruleColourStyleSheet } from './rule-colours.ts';

describe('ruleColour', () => {
  it('reads severities, whitelisted names and hex colours as class-safe tokens', () => {
    expect(ruleColour('danger')).toEqual({ token: 'danger', kind: 'severity', value: 'danger' });
    expect(ruleColour(' Green ')).toEqual({ token: 'n-green', kind: 'named', value: 'green' });
    expect(ruleColour('#F0a')).toEqual({ token: 'h-ff00aa', kind: 'hex', value: '#ff00aa' });
    expect(ruleColour('#123456')?.token).toBe('h-123456');
  });

  it('refuses anything else, so no free CSS reaches a style sheet', () => {
    for (const junk of [
      'red; background: url(x)',
      'url(javascript:alert(1))',
      'rgb(0,0,0)',
      '#12345',
      'expression(alert(1))',
      'hotpink',
      '',
      null,
      undefined,
    ]) {
      expect(ruleColour(junk)).toBeNull();
    }
  });
});

describe('ruleColourStyleSheet', () => {
  it('writes one rule per colour in use, for rows and cells', () => {
    const css = ruleColourStyleSheet([ruleColour('#f00'), ruleColour('teal'), ruleColour('#ff0000'), null]);
    // #f00 and #ff0000 are one colour: one tint rule and one bar rule
    expect(css.split('\n').filter((line) => line.includes('rule-colour-h-ff0000'))).toHaveLength(2);
    expect(css).toContain('td.rule-colour-n-teal');
    expect(css).toContain('color-mix(in srgb, teal 22%, transparent)');
    expect(ruleColourStyleSheet([])).toBe('');
  });

  it('gives the class of a colour, or none', () => {
    expect(ruleColourClass(ruleColour('warning'))).toBe('rule-colour rule-colour-warning');
    expect(ruleColourClass(null)).toBeUndefined();
  });
});
