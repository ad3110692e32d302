/**
 * A card title's hyphenated words kept whole at a line's end: a word joiner (U+2060, invisible, read
 * by no screen reader) after each hyphen between letters, so a balanced title in a narrow card never
 * ends a line on "X-" and starts the next with "Ray SDK". Only on cards, which the full-text index
 * does not read: the article's own heading, its data, search and feeds keep the title as written.
 */
export function keepHyphenatedWords(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1-\u2060');
}
