import { describe, expect, it } from 'vitest';
import * as format from './index.ts';

describe('format index', () => {
  it('re-exports every helper', () => {
    const names = Object.keys(format).sort();
    expect(names).toEqual(
      [
        'applyMask',
        'average',
        'debounce',
        'ellipsisMiddle',
        'firstImage',
        'formatBoolean',
        'formatCurrency',
        'formatDateLong',
        'formatDateTimeLong',
        'formatFileSize',
        'formatListCurrency',
        'formatNumberInput',
        'formatRelative',
        'formatTimeOfDay',
        'formatYmd',
        'formatYmdHms',
        'imageCandidates',
        'imageList',
        'imageUrl',
        'isExternalImage',
        'isMaskComplete',
        'isTruthy',
        'joinHost',
        'maskExample',
        'numberSignsOf',
        'parseNumber',
        'parseNumberInput',
        'parseYesNo',
        'percentage',
        'randomString',
        'round',
        'sum',
        'toDate',
        'toLower',
        'toQueryString',
        'toUpper',
        'truncate',
        'unmask',
        'withQuery',
      ].sort(),
    );
    for (const value of Object.values(format)) expect(typeof value).toBe('function');
  });
});
