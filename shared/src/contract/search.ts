/** Words beyond this many are ignored: a search box, not a document. */
const MAX_WORDS = 8;

/**
 * The words of a keyword as the databases' full-text tokenizers cut text: runs of letters and
 * digits, lower-cased. A keyword without any ("!!!") searches nothing: the list is unfiltered.
 * The server searches by these words only, and screens use the same rule to know whether a list
 * they show is a search.
 */
export function searchWords(keyword: string): string[] {
  return (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}
