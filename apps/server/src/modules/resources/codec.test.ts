// The server decodes a write with core's field-kind decoders only: whatever the declaration and the
// body, `decodeInput` answers exactly what core's `decodeRecord` (the web form's check) answers, with
// the message keys turned into the caller's language. A server-only check added here would break it.
import { decodeRecord, f } from '@kantor/core';
import {
  declarationsArbitrary,
  inputValueArbitrary,
  resourceOfFields,
} from '@kantor/core/resources/field-kinds/arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeInput, encodeRow, messagesFor } from './codec.ts';

describe('decodeInput', () => {
  it('answers core’s decodeRecord, with its messages in the caller’s language', () => {
    const msg = messagesFor('id-ID');
    fc.assert(
      fc.property(
        declarationsArbitrary(4),
        fc.array(fc.option(inputValueArbitrary, { nil: undefined }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (pairs, inputs, partial) => {
          const resource = resourceOfFields(Object.fromEntries(pairs));
          const body: Record<string, unknown> = {};
          resource.fieldNames.forEach((name, i) => {
            if (inputs[i] !== undefined) body[name] = inputs[i];
          });
          const core = decodeRecord(resource.fields, body, { partial });
          const server = decodeInput(resource, body, { partial, msg });
          expect(server.values).toEqual(core.values);
          expect(server.errors).toEqual(
            Object.fromEntries(
              Object.entries(core.issues).map(([name, issue]) => [name, [msg(issue.key, issue.params)]]),
            ),
          );
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('says what is wrong in Indonesian', () => {
    const resource = resourceOfFields({ jumlah: f.integer({ max: 10 }) });
    expect(
      decodeInput(resource, { jumlah: '11' }, { partial: true, msg: messagesFor('id-ID') }).errors,
    ).toEqual({
      jumlah: [messagesFor('id-ID')('validation.rangeMax', { max: 10 })],
    });
  });
});

describe('encodeRow', () => {
  it('answers numeric text as numbers and days as YYYY-MM-DD, and never a hidden field', () => {
    const resource = resourceOfFields({
      harga: f.money(),
      tanggal: f.date(),
      kunci: f.password(),
    });
    expect(
      encodeRow(resource, {
        id: 1,
        harga: '150000',
        tanggal: new Date('2026-11-22T00:00:00Z'),
        kunci: 'hash',
        created_at: new Date('2026-11-22T03:00:00Z'),
        __total: 9,
      }),
    ).toEqual({ id: 1, harga: 150000, tanggal: '2026-11-22', created_at: '2026-11-22T03:00:00.000Z' });
  });
});
