import { describe, expect, it } from 'vitest';
import { IMAGE_PLACEHOLDER_PATH } from '../constants.ts';
import { firstImage, imageCandidates, imageList, imageUrl, isExternalImage, joinHost } from './images.ts';

const HOST = 'https://api.kantor.id';
const DATA_URI = 'data:image/png;base64,iVBORw0KGgo=';

describe('imageList', () => {
  it('splits comma-separated paths and trims them', () => {
    expect(imageList('uploads/a.jpg, uploads/b.jpg ,uploads/c.jpg')).toEqual([
      'uploads/a.jpg',
      'uploads/b.jpg',
      'uploads/c.jpg',
    ]);
  });

  it('drops empty entries', () => {
    expect(imageList(',uploads/a.jpg,, ,uploads/b.jpg,')).toEqual(['uploads/a.jpg', 'uploads/b.jpg']);
  });

  it('accepts a single path and arrays of values', () => {
    expect(imageList('a.jpg')).toEqual(['a.jpg']);
    expect(imageList(['a.jpg,b.jpg', ' c.jpg ', ''])).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('keeps the comma inside data URIs', () => {
    expect(imageList(DATA_URI)).toEqual([DATA_URI]);
    expect(imageList(`a.jpg,${DATA_URI},b.jpg`)).toEqual(['a.jpg', DATA_URI, 'b.jpg']);
  });

  it('is empty for nothing', () => {
    expect(imageList(null)).toEqual([]);
    expect(imageList(undefined)).toEqual([]);
    expect(imageList('')).toEqual([]);
    expect(imageList(' , ')).toEqual([]);
    expect(imageList([])).toEqual([]);
  });
});

describe('firstImage', () => {
  it('gives the first trimmed path', () => {
    expect(firstImage(' uploads/a.jpg ,uploads/b.jpg')).toBe('uploads/a.jpg');
    expect(firstImage(', uploads/b.jpg')).toBe('uploads/b.jpg');
    expect(firstImage(['', 'x.png'])).toBe('x.png');
  });

  it('is empty when there is no image', () => {
    expect(firstImage(null)).toBe('');
    expect(firstImage(undefined)).toBe('');
    expect(firstImage('')).toBe('');
    expect(firstImage(',,')).toBe('');
  });
});

describe('isExternalImage', () => {
  it.each([
    'http://x.id/a.jpg',
    'https://x.id/a.jpg',
    'HTTPS://X.ID/A.JPG',
    '//cdn.x.id/a.jpg',
    'ftp://x.id/a.jpg',
    DATA_URI,
    'blob:https://x.id/1234',
    ' https://x.id/a.jpg',
  ])('%j is external', (path) => {
    expect(isExternalImage(path)).toBe(true);
  });

  it.each(['uploads/a.jpg', '/uploads/a.jpg', 'a.jpg', 'http.jpg', 'data/a.jpg', 'uploads/https://x'])(
    '%j is not external',
    (path) => {
      expect(isExternalImage(path)).toBe(false);
    },
  );
});

describe('joinHost', () => {
  it('joins with exactly one slash', () => {
    expect(joinHost(HOST, 'uploads/a.jpg')).toBe(`${HOST}/uploads/a.jpg`);
    expect(joinHost(`${HOST}/`, '/uploads/a.jpg')).toBe(`${HOST}/uploads/a.jpg`);
    expect(joinHost(`${HOST}///`, '/uploads/a.jpg')).toBe(`${HOST}/uploads/a.jpg`);
    expect(joinHost(` ${HOST} `, 'uploads/a.jpg')).toBe(`${HOST}/uploads/a.jpg`);
    expect(joinHost(`${HOST}/base`, 'a.jpg')).toBe(`${HOST}/base/a.jpg`);
  });

  it('keeps paths root-relative without a host', () => {
    expect(joinHost('', 'uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(joinHost(null, '/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(joinHost(undefined, 'a.jpg')).toBe('/a.jpg');
  });

  it('leaves external paths alone, protocol-relative ones included', () => {
    expect(joinHost(HOST, 'https://cdn.x.id/a.jpg')).toBe('https://cdn.x.id/a.jpg');
    expect(joinHost(HOST, '//cdn.x.id/a.jpg')).toBe('//cdn.x.id/a.jpg');
  });
});

describe('imageUrl', () => {
  it('inserts the small folder before the file name and joins the host', () => {
    expect(imageUrl('uploads/a/b.jpg', { host: HOST })).toBe(`${HOST}/uploads/a/small/b.jpg`);
    expect(imageUrl('/uploads/a/b.jpg', { host: `${HOST}/` })).toBe(`${HOST}/uploads/a/small/b.jpg`);
    expect(imageUrl('b.jpg', { host: HOST })).toBe(`${HOST}/small/b.jpg`);
  });

  it('uses the first image of a list', () => {
    expect(imageUrl('uploads/a.jpg,uploads/b.jpg', { host: HOST })).toBe(`${HOST}/uploads/small/a.jpg`);
  });

  it('takes another size folder', () => {
    expect(imageUrl('uploads/a/b.jpg', { host: HOST, size: 'large' })).toBe(`${HOST}/uploads/a/large/b.jpg`);
    expect(imageUrl('uploads/a/b.jpg', { host: HOST, size: '/medium/' })).toBe(
      `${HOST}/uploads/a/medium/b.jpg`,
    );
  });

  it('inserts no folder for an empty size', () => {
    expect(imageUrl('uploads/a/b.jpg', { host: HOST, size: '' })).toBe(`${HOST}/uploads/a/b.jpg`);
  });

  it('does not insert the folder into a temp upload', () => {
    expect(imageUrl('uploads/temp/b.jpg', { host: HOST })).toBe(`${HOST}/uploads/temp/b.jpg`);
    expect(imageUrl('temp/b.jpg', { host: HOST })).toBe(`${HOST}/temp/b.jpg`);
    expect(imageUrl('/temp/x/b.jpg', { host: HOST })).toBe(`${HOST}/temp/x/b.jpg`);
  });

  it('does not insert the folder twice', () => {
    expect(imageUrl('uploads/small/b.jpg', { host: HOST })).toBe(`${HOST}/uploads/small/b.jpg`);
    expect(imageUrl('small/b.jpg', { host: HOST })).toBe(`${HOST}/small/b.jpg`);
    expect(imageUrl('uploads/large/b.jpg', { host: HOST, size: 'large' })).toBe(
      `${HOST}/uploads/large/b.jpg`,
    );
  });

  it('only matches whole folder names', () => {
    expect(imageUrl('uploads/smaller/b.jpg', { host: HOST })).toBe(`${HOST}/uploads/smaller/small/b.jpg`);
    expect(imageUrl('uploads/temporary/b.jpg', { host: HOST })).toBe(`${HOST}/uploads/temporary/small/b.jpg`);
    expect(imageUrl('uploads/small.jpg', { host: HOST })).toBe(`${HOST}/uploads/small/small.jpg`);
  });

  it('puts the folder before the file name, not into the query or hash', () => {
    expect(imageUrl('uploads/b.jpg?v=2/x', { host: HOST })).toBe(`${HOST}/uploads/small/b.jpg?v=2/x`);
    expect(imageUrl('uploads/b.jpg#a/b', { host: HOST })).toBe(`${HOST}/uploads/small/b.jpg#a/b`);
  });

  it('returns external images as they are', () => {
    expect(imageUrl('https://cdn.x.id/a/b.jpg', { host: HOST })).toBe('https://cdn.x.id/a/b.jpg');
    expect(imageUrl('http://cdn.x.id/b.jpg', { host: HOST })).toBe('http://cdn.x.id/b.jpg');
    expect(imageUrl('//cdn.x.id/b.jpg', { host: HOST })).toBe('//cdn.x.id/b.jpg');
    expect(imageUrl(DATA_URI, { host: HOST })).toBe(DATA_URI);
    expect(imageUrl('blob:https://x.id/1', { host: HOST })).toBe('blob:https://x.id/1');
  });

  it('falls back to the no-image picture', () => {
    expect(imageUrl(null, { host: HOST })).toBe(`${HOST}/images/no-image-available.png`);
    expect(imageUrl(undefined, { host: HOST })).toBe(`${HOST}/images/no-image-available.png`);
    expect(imageUrl('', { host: `${HOST}/` })).toBe(`${HOST}/images/no-image-available.png`);
    expect(imageUrl(' , ', { host: HOST })).toBe(`${HOST}/images/no-image-available.png`);
  });

  it('keeps paths root-relative without a host', () => {
    expect(imageUrl('uploads/b.jpg')).toBe('/uploads/small/b.jpg');
    expect(imageUrl(null)).toBe('/images/no-image-available.png');
  });
});

describe('imageCandidates', () => {
  it('tries the large variant, then the stored path, then the placeholder', () => {
    expect(imageCandidates('uploads/a/b.jpg', { host: HOST })).toEqual([
      `${HOST}/uploads/a/large/b.jpg`,
      `${HOST}/uploads/a/b.jpg`,
      '/images/imgplaceholder.jpg',
    ]);
  });

  it('uses the first image of a list', () => {
    expect(imageCandidates('a.jpg,b.jpg', { host: HOST })[0]).toBe(`${HOST}/large/a.jpg`);
  });

  it('drops duplicates for paths that get no folder', () => {
    expect(imageCandidates('uploads/temp/b.jpg', { host: HOST })).toEqual([
      `${HOST}/uploads/temp/b.jpg`,
      IMAGE_PLACEHOLDER_PATH,
    ]);
    expect(imageCandidates('uploads/large/b.jpg', { host: HOST })).toEqual([
      `${HOST}/uploads/large/b.jpg`,
      IMAGE_PLACEHOLDER_PATH,
    ]);
    expect(imageCandidates('https://cdn.x.id/b.jpg', { host: HOST })).toEqual([
      'https://cdn.x.id/b.jpg',
      IMAGE_PLACEHOLDER_PATH,
    ]);
  });

  it('tries the no-image picture, then the placeholder, when there is no image', () => {
    expect(imageCandidates(null, { host: HOST })).toEqual([
      `${HOST}/images/no-image-available.png`,
      IMAGE_PLACEHOLDER_PATH,
    ]);
  });

  it('works without a host', () => {
    expect(imageCandidates('b.jpg')).toEqual(['/large/b.jpg', '/b.jpg', IMAGE_PLACEHOLDER_PATH]);
  });
});
