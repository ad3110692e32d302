/** The only place that queries the legal collection: /privacy, /terms and /cookies. */
import { getCollection, render } from 'astro:content';
import { LEGAL_VERSIONS } from '../config/legal-versions.ts';
import { isoDate } from '../lib/dates.ts';
import { effectiveDateProblem, legalTextDigest } from '../lib/legal-versions.ts';
import { contentsOf } from '../lib/toc.ts';

/** One route per legal page, with the entry and its rendered body; a page whose text changed while its effective date did not stops the build. */
export async function legalPages() {
  const entries = await getCollection('legal');
  const problems = (
    await Promise.all(
      entries.map(async ({ id, filePath, data, body }) =>
        effectiveDateProblem(
          {
            file: filePath ?? `content/legal/${id}.mdx`,
            key: id,
            effectiveDate: isoDate(data.effectiveDate),
            textSha256: await legalTextDigest(data.title, body ?? ''),
          },
          LEGAL_VERSIONS[id],
        ),
      ),
    )
  ).filter((problem) => problem !== undefined);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return Promise.all(
    entries.map(async (entry) => {
      const { Content, headings } = await render(entry);
      const contents = contentsOf(headings, entry.filePath ?? `content/legal/${entry.id}.mdx`);
      return { params: { legal: entry.id }, props: { entry, Content, contents } };
    }),
  );
}
