import { describe, expect, it } from 'vitest';
import { firstChars, firstCharsAtWord, firstWords } from './text.js';

describe('firstWords', () => {
  it('keeps a text of ten words or fewer as it is', () => {
    expect(firstWords('one two three', 10)).toBe('one two three');
    expect(firstWords('a b c d e f g h i j', 10)).toBe('a b c d e f g h i j');
  });
  it('cuts after ten words and adds an ellipsis', () => {
    expect(firstWords('a b c d e f g h i j k l', 10)).toBe('a b c d e f g h i j...');
  });
  it('counts words across line breaks and repeated spaces', () => {
    expect(firstWords('  a\nb   c ', 2)).toBe('a b...');
  });
});

describe('firstChars', () => {
  it('keeps 120 characters and adds "..." only when longer', () => {
    expect(firstChars('x'.repeat(120), 120)).toBe('x'.repeat(120));
    expect(firstChars('x'.repeat(121), 120)).toBe(`${'x'.repeat(120)}...`);
  });
});


describe('firstCharsAtWord', () => {
  it('cuts at the last whole word within the limit, never mid-word', () => {
    const text = 'Highly recommended for startups and small businesses that need a reliable partner.';
    expect(firstCharsAtWord(text, 25)).toBe('Highly recommended for…');
    expect(firstCharsAtWord(text, 200)).toBe(text);
    expect(firstCharsAtWord('x'.repeat(130), 120)).toBe(`${'x'.repeat(120)}…`);
  });
});
