import { ApiError } from '@itsite/shared/api';
import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, randomKey, sendFailureText } from './formGuard.js';

describe('IdempotencyKeys', () => {
  it('keeps one key for retries of the same content, and a new one after an edit or a success', () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor('hello')).toBe('k1');
    expect(keys.keyFor('hello')).toBe('k1');
    expect(keys.keyFor('hello, edited')).toBe('k2');
    keys.done();
    expect(keys.keyFor('hello, edited')).toBe('k3');
  });

  it("sends the first content with the key the server gave the page's form, and edits with new keys", () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `k${++n}`, 'from-the-page');
    expect(keys.keyFor('hello')).toBe('from-the-page');
    expect(keys.keyFor('hello')).toBe('from-the-page');
    expect(keys.keyFor('hello, edited')).toBe('k1');
    keys.done();
    expect(keys.keyFor('hello, edited')).toBe('k2');
  });

  it('makes keys the server accepts (visible ASCII, at most 255 characters)', () => {
    const key = randomKey();
    expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(randomKey()).not.toBe(key);
  });
});

describe('sendFailureText', () => {
  const text = (err: unknown) => sendFailureText(err, 'Failed to send message.', 'An error occurred. Please try again later.');
  it('says what happened and that the text is kept', () => {
    expect(text(new ApiError(0, 'Network error'))).toBe('An error occurred. Please try again later. Nothing was sent (are you offline?). Your text is still here, so you can try again.');
    const throttled = new ApiError(429, 'Too many requests');
    throttled.retryAfterSeconds = 300;
    expect(text(throttled)).toBe('Too many messages were sent from your connection. Nothing was sent. Your text is still here, so you can try again in 5 minutes.');
    expect(text(new ApiError(503, 'Service unavailable'))).toBe('Our server is briefly unavailable. Nothing was sent. Your text is still here, so you can try again in a moment.');
  });
  it("keeps the server's sentence for a refused field, and the form's own words otherwise", () => {
    expect(text(new ApiError(400, 'Enter a valid phone number'))).toBe('Enter a valid phone number');
    expect(text(new Error('boom'))).toBe('Failed to send message.');
  });
});
