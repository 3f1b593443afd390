import { describe, expect, it } from 'vitest';
import { paragraphs } from './paragraphs.js';

describe('paragraphs', () => {
  it('splits on blank lines, also with spaces or Windows line ends in them', () => {
    expect(paragraphs('One.\n\nTwo.\r\n  \r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
  it('keeps single line breaks inside a paragraph and drops empty ones', () => {
    expect(paragraphs('\n\nLine a\nline b\n\n\n\n')).toEqual(['Line a\nline b']);
    expect(paragraphs('   ')).toEqual([]);
  });
});
