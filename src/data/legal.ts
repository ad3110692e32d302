/** The only place that queries the legal collection: /privacy, /terms and /cookies. */
import { getCollection, render } from 'astro:content';
import { LEGAL_VERSIONS } from '../config/legal-versions.ts';
import { isoDate } from '../lib/dates.ts';
import { effectiveDateProblem, legalTextDigest } from '../lib/legal-versions.ts';
import { contentsOf } from '../lib/toc.ts';
import { entryFile } from './articles.ts';

/** One route per legal page, with the entry and its rendered body; a page whose text changed while its effective date did not stops the build. */
export async function legalPages() {
  const entries = await getCollection('legal');
  const problems = (
    await Promise.all(
      entries.map(async (entry) =>
        effectiveDateProblem(
          {
            file: entryFile(entry),
            key: entry.id,
            effectiveDate: isoDate(entry.data.effectiveDate),
            textSha256: await legalTextDigest(entry.data.title, entry.body ?? ''),
          },
          LEGAL_VERSIONS[entry.id],
        ),
      ),
    )
  ).filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return Promise.all(
    entries.map(async (entry) => {
      const { Content, headings } = await render(entry);
      return { params: { legal: entry.id }, props: { entry, Content, contents: contentsOf(headings, entryFile(entry)) } };
    }),
  );
}
