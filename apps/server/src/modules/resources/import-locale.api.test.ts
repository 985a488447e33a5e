// The generic routes' own refusals (an import file that cannot be read, a read-only resource, an
// unknown export format) come from the catalogue: Indonesian for a caller that names no language,
// English when it asks (issue 9).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { callerOf, multipartFile } from '../../test/helpers.ts';
import { IMPORT_LIMITS } from './import.ts';

const ctx = useTestApp({}, { clientLanguage: null });

const call = callerOf(
  () => ctx,
  () => ctx.admin,
);

function upload(file: Buffer, language?: string) {
  const { payload, headers } = multipartFile(file);
  return call('POST', '/api/rsatuan/import?dryRun=true', payload, language, headers);
}

describe('import files without Accept-Language', () => {
  it('an empty file and a row of too many cells: 422 naming the file in Indonesian, English when asked', async () => {
    const empty = await upload(Buffer.from(''));
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json()).toEqual({ message: 'Formulir tidak valid', errors: { file: ['Berkas kosong'] } });
    expect((await upload(Buffer.from(''), 'en')).json()).toEqual({
      message: 'Form is invalid',
      errors: { file: ['The file is empty'] },
    });

    const wide = Buffer.from(`nama_satuan${','.repeat(IMPORT_LIMITS.maxCsvCells + 5)}\nSatuan lebar\n`);
    expect((await upload(wide)).json().errors.file).toEqual([
      `Paling banyak ${IMPORT_LIMITS.maxCsvCells} kolom per baris`,
    ]);
    expect((await upload(wide, 'en')).json().errors.file).toEqual([
      `At most ${IMPORT_LIMITS.maxCsvCells} columns per row`,
    ]);
  });

  it('a zip that is no workbook: 422 in Indonesian, English when asked', async () => {
    // the zip signature makes it an XLSX to the reader, the rest is noise
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    const indonesian = await upload(broken);
    expect(indonesian.statusCode, indonesian.body).toBe(422);
    expect(indonesian.json()).toEqual({
      message: 'Berkas tidak dapat dibaca sebagai CSV atau XLSX',
      errors: { file: ['Berkas tidak terbaca'] },
    });
    expect((await upload(broken, 'en')).json()).toEqual({
      message: 'The file could not be read as CSV or XLSX',
      errors: { file: ['Unreadable file'] },
    });
  });

  it('a body that is no upload', async () => {
    const json = await call('POST', '/api/rsatuan/import', { nama_satuan: 'x' });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual(['Kirim berkas sebagai multipart/form-data']);
    expect(
      (await call('POST', '/api/rsatuan/import', { nama_satuan: 'x' }, 'en')).json().errors.file,
    ).toEqual(['Send the file as multipart/form-data']);
  });
});

describe('other refusals of the generic routes without Accept-Language', () => {
  it('a read-only resource answers 405 in Indonesian, English when asked', async () => {
    const indonesian = await call('POST', '/api/regprovinces/add', {});
    expect(indonesian.statusCode, indonesian.body).toBe(405);
    expect(indonesian.json().message).toBe('Data regprovinces tidak diisi secara manual');
    const english = await call('POST', '/api/regprovinces/add', {}, 'en-US');
    expect(english.statusCode).toBe(405);
    expect(english.json().message).toBe('Records of regprovinces are not edited by hand');
  });

  it("a list's bad paging, sorting, filter and filter value are named in Indonesian, English when asked", async () => {
    const bad = '/api/rsatuan?page=1000001&sort=nope&bogus=1&nama_satuan__near=x';
    const indonesian = await call('GET', bad);
    expect(indonesian.statusCode, indonesian.body).toBe(422);
    expect(indonesian.json().errors).toEqual({
      page: ['Paling jauh halaman 1000000'],
      sort: ['Kolom tidak dikenal: nope'],
      bogus: ['Filter tidak dikenal: bogus'],
      nama_satuan__near: ['Operator tidak dikenal: near'],
    });
    expect((await call('GET', bad, undefined, 'en')).json().errors).toEqual({
      page: ['At most page 1000000'],
      sort: ['Unknown field nope'],
      bogus: ['Unknown filter bogus'],
      nama_satuan__near: ['Unknown operator near'],
    });
    // a value that fits no column of the field's type is found when the query is built
    const value = await call('GET', '/api/rsatuan?id__gt=abc');
    expect(value.statusCode, value.body).toBe(422);
    expect(value.json().errors).toEqual({ id: ['Nilai filter tidak valid: abc'] });
    expect((await call('GET', '/api/rsatuan?id__gt=abc', undefined, 'en')).json().errors).toEqual({
      id: ['Invalid filter value abc'],
    });
    // the pickers' options take only their own filters
    expect((await call('GET', '/api/rsatuan/options?bogus=1')).json().errors).toEqual({
      bogus: ['Filter tidak dikenal: bogus'],
    });
    expect((await call('GET', '/api/rsatuan/options?bogus=1', undefined, 'en')).json().errors).toEqual({
      bogus: ['Unknown filter bogus'],
    });
  });

  it('an unknown export format is named in Indonesian, English when asked', async () => {
    const indonesian = await call('GET', '/api/rsatuan/export?format=docx');
    expect(indonesian.statusCode).toBe(422);
    expect(indonesian.json().errors.format).toEqual(['Gunakan salah satu dari csv, xlsx, pdf']);
    const english = await call('GET', '/api/rsatuan/export?format=docx', undefined, 'en');
    expect(english.json().errors.format).toEqual(['Use one of csv, xlsx, pdf']);
  });
});
