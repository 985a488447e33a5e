import { describe, expect, it } from 'vitest';
import { AiEvent, AiTemplatesAnswer } from './ai.ts';

describe('AiEvent', () => {
  it('reads each server-sent event by its name, with that event’s own data', () => {
    const events = [
      { event: 'start', prompt: 'Ringkas', model: 'm' },
      { event: 'delta', text: 'Pekerjaan ' },
      { event: 'done', length: 10 },
      { event: 'error', message: 'timeout' },
    ];
    for (const e of events) expect(AiEvent.parse(e)).toEqual(e);
  });

  it('refuses an unknown event and another event’s data', () => {
    expect(AiEvent.safeParse({ event: 'progress', text: 'x' }).success).toBe(false);
    expect(AiEvent.safeParse({ event: 'done', text: 'x' }).success).toBe(false);
    expect(AiEvent.safeParse({ event: 'done', length: 2.5 }).success).toBe(false);
  });
});

describe('AiTemplatesAnswer', () => {
  it('lists placeholders, never the prompt text (a key it lacks is dropped)', () => {
    const template = { id: 1, nama_template: 'Ringkas', kategori: null, placeholders: ['catatan'] };
    const parsed = AiTemplatesAnswer.parse({ records: [{ ...template, isi_prompt: 'secret {{catatan}}' }] });
    expect(parsed.records[0]).toEqual(template);
  });
});
