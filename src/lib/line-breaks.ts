/**
 * A card title's hyphenated words kept whole: a word joiner (U+2060, silent) after each hyphen
 * between letters, so no line ends on "X-". Cards only: headings, search and feeds keep the title.
 */
export function keepHyphenatedWords(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1-\u2060');
}
