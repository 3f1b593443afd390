import { describe, expect, it } from 'vitest';
import { applyText, applyUrl, OPENINGS } from './careers.js';

describe('careers', () => {
  it('lists the 16 openings', () => {
    expect(OPENINGS).toHaveLength(16);
    expect(new Set(OPENINGS.map((o) => o.title)).size).toBe(16);
  });

  it('prefills the chat text and encodes it in the link', () => {
    expect(applyText('PHP Developer')).toBe("Hello, I'm interested in the PHP Developer position.");
    expect(applyUrl('919876543210', 'UI/UX Designer')).toBe("https://wa.me/919876543210?text=Hello%2C%20I'm%20interested%20in%20the%20UI%2FUX%20Designer%20position.");
  });
});
