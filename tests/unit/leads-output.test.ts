/**
 * `npm run leads` prints what visitors typed: no byte of it may reach the terminal as a control
 * sequence (a window title, the clipboard, a cleared screen, reversed text), in the table or the CSV.
 */
import { describe, expect, it } from 'vitest';
import { printable } from '../../scripts/commands/leads.mjs';

describe('a lead printed by npm run leads', () => {
  it('shows each control and format character as a visible escape', () => {
    expect(printable('Ada\u001b]0;owned\u0007 \u001b]52;c;ZXZpbA==\u0007\u001b[2J\u009b1m\u202etxt.exe\u2028x\u007f')).toBe(
      'Ada\\u001b]0;owned\\u0007 \\u001b]52;c;ZXZpbA==\\u0007\\u001b[2J\\u009b1m\\u202etxt.exe\\u2028x\\u007f',
    );
  });

  it('keeps only what the format itself carries: a CSV field its line breaks, and nothing else', () => {
    expect(printable('first line\nsecond\r\n\tend', '\n')).toBe('first line\nsecond\\u000d\n\\u0009end');
    expect(printable('plain words, “quotes” and é')).toBe('plain words, “quotes” and é');
  });
});
