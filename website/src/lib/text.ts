/** The first `count` words followed by "..." when the text is longer (product cards: 10 words). */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}...`;
}

/** The first `max` characters followed by "..." when the text is longer (review cards: 120). */
export function firstChars(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}

/**
 * At most `max` characters of `text`, cut at the last word boundary (never mid-word) and followed
 * by "…" when the text is longer; a single word longer than `max` is cut at `max`.
 */
export function firstCharsAtWord(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max + 1);
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : trimmed.slice(0, max);
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}
