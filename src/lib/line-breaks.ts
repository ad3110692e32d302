/**
 * A title's hyphenated words kept whole at a line's end: a word joiner (U+2060, invisible, read by
 * no screen reader) after each hyphen between letters, so a balanced heading never ends a line on
 * "X-" and starts the next with "Ray SDK". Only for what is shown: search and data keep the title.
 */
export function keepHyphenatedWords(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1-\u2060');
}
