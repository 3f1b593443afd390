import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { GENERIC_MESSAGE, NETWORK_MESSAGE, TOO_MANY_MESSAGE, messageFor } from './messages.js';

describe('messageFor', () => {
  it('names an unreachable server as such', () => {
    expect(messageFor(new ApiError(0, 'Failed to fetch'))).toBe(NETWORK_MESSAGE);
    expect(NETWORK_MESSAGE).toMatch(/could not reach the server/i);
    expect(NETWORK_MESSAGE).toMatch(/connection/i);
    expect(messageFor(new ApiError(0, 'Failed to fetch'), 'Failed.', { network: 'Network error.' })).toBe('Network error.');
  });
  it('asks to wait and retry after too many attempts (429)', () => {
    expect(messageFor(ApiError.fromBody(429, null, 'Request failed (429)'))).toBe(TOO_MANY_MESSAGE);
    // The server's own sentence names the wait, and wins.
    expect(messageFor(new ApiError(429, 'Too many failed sign-in attempts. Try again in 15 minute(s).'))).toMatch(/15 minute/);
    expect(TOO_MANY_MESSAGE).toMatch(/^Too many attempts/);
    expect(TOO_MANY_MESSAGE).toMatch(/try again/);
  });
  it("shows the server's own sentence for a client error", () => {
    expect(messageFor(new ApiError(400, 'Name is required'))).toBe('Name is required');
    expect(messageFor(new ApiError(404, 'Product not found'))).toBe('Product not found');
  });
  it('gives a plain sentence for a server fault or an unknown error', () => {
    expect(messageFor(new ApiError(500, 'TypeError: x is undefined'))).toBe(GENERIC_MESSAGE);
    expect(messageFor(new Error('boom'))).toBe(GENERIC_MESSAGE);
    expect(messageFor('nope')).toBe(GENERIC_MESSAGE);
    expect(GENERIC_MESSAGE).toBe('Something went wrong, please try again.');
  });
  it("shows a sentence the client wrote for people as is (the console refusing a change offline)", () => {
    const refused = new ApiError(0, 'You are offline: this change was not sent.');
    refused.userMessage = 'You are offline: this change was not sent.';
    expect(messageFor(refused, 'The lead could not be saved.', { network: 'Network error.' })).toBe('You are offline: this change was not sent.');
  });
  it('uses the caller’s fallback for what has no better sentence', () => {
    expect(messageFor(new ApiError(503, 'down'), 'Failed to load products.')).toBe('Failed to load products.');
    // A 4xx whose body carried no message: the client's "Request failed (404)" is not for people.
    expect(messageFor(ApiError.fromBody(404, '<html>', 'Request failed (404)'), 'Failed to load.')).toBe('Failed to load.');
    expect(messageFor(ApiError.fromBody(404, { message: 'Blog not found' }, 'Request failed (404)'), 'Failed to load.')).toBe('Blog not found');
  });
});
