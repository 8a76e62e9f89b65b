import { describe, expect, it } from 'vitest';
import {
  ApiError,
  classifyFailure,
  errorToastText,
  errorToastTitle,
  parseErrorBody,
  TOAST_TEXT_LIMIT,
} from './api-errors.ts';

const FALLBACK = 'Unable to complete request';

describe('errorToastText', () => {
  it('joins field errors with blank lines, naming each field', () => {
    const text = errorToastText(
      {
        message: 'Validation failed',
        fieldErrors: [
          { field: 'email', message: 'Required' },
          { field: 'name', message: 'Too long' },
        ],
      },
      FALLBACK,
    );
    expect(text).toBe('email: Required\n\nname: Too long');
  });

  it('uses the message when there are no field errors', () => {
    expect(errorToastText({ message: 'Purchase order not found', fieldErrors: [] }, FALLBACK)).toBe(
      'Purchase order not found',
    );
  });

  it('falls back when the body is missing or empty', () => {
    expect(errorToastText(undefined, FALLBACK)).toBe(FALLBACK);
    expect(errorToastText({ message: '   ', fieldErrors: [] }, FALLBACK)).toBe(FALLBACK);
  });

  it('cuts long text to 300 characters', () => {
    const text = errorToastText({ message: 'x'.repeat(1000), fieldErrors: [] }, FALLBACK);
    expect(text).toHaveLength(TOAST_TEXT_LIMIT);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('errorToastTitle', () => {
  it('adds the status code, or nothing when no answer came', () => {
    expect(errorToastTitle(500)).toBe('api error 500');
    expect(errorToastTitle(0)).toBe('api error');
  });
});

describe('classifyFailure', () => {
  it('signs out on 401, warns on 403, toasts the rest', () => {
    expect(classifyFailure(401)).toBe('unauthorized');
    expect(classifyFailure(403)).toBe('forbidden');
    expect(classifyFailure(400)).toBe('error');
    expect(classifyFailure(500)).toBe('error');
  });
});

describe('parseErrorBody and ApiError', () => {
  it('reads the agreed error shape and defaults field errors', async () => {
    const body = await parseErrorBody({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts, try again later',
    });
    expect(body?.fieldErrors).toEqual([]);
    const error = new ApiError(429, body);
    expect(error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(error.message).toBe('Too many attempts, try again later');
  });

  it('ignores bodies of another shape', async () => {
    expect(await parseErrorBody('<html>Bad gateway</html>')).toBeUndefined();
    expect(new ApiError(502, undefined, 'Bad Gateway').code).toBe('UNKNOWN');
    expect(new ApiError(0, undefined).code).toBe('NETWORK');
  });
});
