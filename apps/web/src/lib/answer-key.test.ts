import { describe, expect, it } from 'vitest';
import { answerKey } from './answer-key.ts';

describe('answerKey', () => {
  it('gives the same object the same key and a fresh answer a new one', () => {
    const first = [{ id: 1 }];
    const same = answerKey(first);
    expect(answerKey(first)).toBe(same);
    expect(answerKey([{ id: 1 }])).not.toBe(same);
  });
});
