/**
 * A legal page's effective date follows its text: the build refuses a page whose words changed while
 * its date did not, against the hashes in src/config/legal-versions.ts (a hash in the repository
 * works on a shallow clone or a tarball, where Git history is missing).
 */
import type { LegalVersion } from '../config/legal-versions.ts';
import { sha256Hex } from './digest.ts';

/**
 * The text a reader gets: the title and the body, without MDX `import` and `export` lines (which
 * render nothing) and with every run of whitespace read as one space, so re-wrapping a paragraph
 * is not a new version but changing a word is.
 */
export function legalText(title: string, body: string): string {
  const prose = body
    .split('\n')
    .filter((line) => !/^(import|export)\s/.test(line))
    .join('\n');
  return `${title}\n${prose}`.replace(/\s+/g, ' ').trim();
}

export function legalTextDigest(title: string, body: string): Promise<string> {
  return sha256Hex(legalText(title, body));
}

/** What an editor must do when a page's text and its recorded versions disagree; undefined when they agree. */
export function effectiveDateProblem(
  page: { file: string; key: string; effectiveDate: string; textSha256: string },
  versions: readonly LegalVersion[] | undefined,
): string | undefined {
  const { file, key, effectiveDate, textSha256 } = page;
  const record = (date: string) =>
    `add { effectiveDate: '${date}', textSha256: '${textSha256}' } at the top of LEGAL_VERSIONS['${key}'] in src/config/legal-versions.ts`;
  const newest = versions?.[0];
  if (!newest) return `${file}: no version of this page is recorded; ${record(effectiveDate)}.`;
  if (newest.textSha256 === textSha256) {
    if (newest.effectiveDate === effectiveDate) return undefined;
    return `${file}: effectiveDate is ${effectiveDate}, but this text took effect on ${newest.effectiveDate} (LEGAL_VERSIONS['${key}'] in src/config/legal-versions.ts) and has not changed since; set effectiveDate back to ${newest.effectiveDate}.`;
  }
  if (effectiveDate <= newest.effectiveDate) {
    return `${file}: the text changed since the version that took effect on ${newest.effectiveDate}, but its effectiveDate did not. The page promises a new effective date with every change: set effectiveDate to the day this text takes effect (after ${newest.effectiveDate}) and ${record('YYYY-MM-DD')}.`;
  }
  return `${file}: the text that takes effect on ${effectiveDate} is not recorded yet; ${record(effectiveDate)}.`;
}
