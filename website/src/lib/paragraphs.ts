/** Paragraphs of a stored text: separated by blank lines; single line breaks stay inside a paragraph. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
