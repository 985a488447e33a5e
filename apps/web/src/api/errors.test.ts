import { describe, expect, it } from 'vitest';
import { ApiError } from './client.ts';
import { errorAnswerOf, readErrorAnswer } from './errors.ts';

describe('errorAnswerOf', () => {
  it('reads the message and field errors of a 422', () => {
    const error = new ApiError(422, { message: 'Form is invalid', errors: { nama: ['wajib diisi'] } });
    expect(errorAnswerOf(error)).toEqual({ message: 'Form is invalid', errors: { nama: ['wajib diisi'] } });
  });

  it('has no field errors when the body carries none, and keeps the message', () => {
    expect(errorAnswerOf(new ApiError(409, { message: 'Panel missing' }))).toEqual({
      message: 'Panel missing',
      errors: null,
    });
  });

  it('keeps an empty errors object apart from a missing one', () => {
    expect(errorAnswerOf(new ApiError(422, { errors: {} }))?.errors).toEqual({});
  });

  it('is null for anything that is not an ApiError', () => {
    expect(errorAnswerOf(new Error('boom'))).toBeNull();
    expect(errorAnswerOf({ status: 422, body: { errors: { a: ['x'] } } })).toBeNull();
    expect(errorAnswerOf(undefined)).toBeNull();
  });

  it('reads nothing from a body that is not an object (network failure, HTML, plain text)', () => {
    expect(errorAnswerOf(new ApiError(0, null))).toEqual({ message: null, errors: null });
    expect(errorAnswerOf(new ApiError(502, '<html>Bad gateway</html>'))).toEqual({
      message: null,
      errors: null,
    });
  });
});

describe('readErrorAnswer', () => {
  it('turns a single message or non-string messages into lists of strings', () => {
    expect(readErrorAnswer({ errors: { file: 'too big', qty: [1, 'x'], none: null } }).errors).toEqual({
      file: ['too big'],
      qty: ['1', 'x'],
      none: ['null'],
    });
  });

  it('ignores a message that is not a string and errors that are a list', () => {
    expect(readErrorAnswer({ message: 42, errors: [{ row: 2 }] })).toEqual({ message: null, errors: null });
  });
});
