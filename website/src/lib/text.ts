/** The first `count` words followed by "..." when the text is longer (product cards: 10 words). */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length <= count ? words.join(' ') : `${words.slice(0, count).join(' ')}...`;
}

/** The first `max` characters followed by "..." when the text is longer (review cards: 120). */
export function firstChars(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}...`;
}
