// Property: for random field declarations and random values, the web form's check before sending and
// the server's decoding of the request it sends give the same verdict and the same message key per
// field. The server's `decodeInput` (apps/server/src/modules/resources/codec.ts) is core's
// `decodeRecord` with the keys turned into text; its own test checks that wrapper.
import { decodeRecord } from '@kantor/core';
import {
  declarationsArbitrary,
  formValueArbitrary,
  inputValueArbitrary,
  resourceOfFields,
} from '@kantor/core/resources/field-kinds/arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FormValues, toPayload } from './form-values.ts';
import { type FormMode, validateFields } from './validation.ts';

const RUNS = 2_000;

/** What the server receives: the payload as JSON text, parsed (NaN becomes null, -0 becomes 0). */
const overTheWire = (payload: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;

const declarations = declarationsArbitrary(5);

describe('web form validation and server decoding agree', () => {
  it('on what a form sends: its inputs as the payload the server receives', () => {
    fc.assert(
      fc.property(
        declarations,
        fc.array(formValueArbitrary, { minLength: 5, maxLength: 5 }),
        fc.constantFrom<FormMode>('add', 'edit'),
        (pairs, inputs, mode) => {
          const resource = resourceOfFields(Object.fromEntries(pairs));
          const names = resource.fieldNames;
          const values: FormValues = Object.fromEntries(names.map((name, i) => [name, inputs[i] ?? null]));
          const web = validateFields(resource.fields, names, toPayload(resource, names, values), mode);
          const server = decodeRecord(resource.fields, overTheWire(toPayload(resource, names, values)), {
            partial: mode === 'edit',
          });
          expect(web).toEqual(server.issues);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('on any body at all: junk, numbers, text, null, left-out fields', () => {
    fc.assert(
      fc.property(
        declarations,
        fc.array(fc.option(inputValueArbitrary, { nil: undefined }), { minLength: 5, maxLength: 5 }),
        fc.constantFrom<FormMode>('add', 'edit'),
        (pairs, inputs, mode) => {
          const fields = Object.fromEntries(pairs);
          const names = Object.keys(fields);
          const body: Record<string, unknown> = {};
          names.forEach((name, i) => {
            if (inputs[i] !== undefined) body[name] = inputs[i];
          });
          const web = validateFields(fields, names, body, mode);
          const server = decodeRecord(fields, body, { partial: mode === 'edit' });
          expect(web).toEqual(server.issues);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
