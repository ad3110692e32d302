/**
 * /llms.txt built from the collections, so it lists exactly what the build publishes. Each section
 * is one entry of LLMS_SECTIONS: its heading and the function that lists its pages.
 */
import { OFFICE_LINE } from '../config/contact.ts';
import { SITE } from '../config/identity.ts';
import { llmsTxt, type LlmsLink, type LlmsSection } from '../lib/llms-txt.ts';
import { absoluteUrl, articleMarkdownPath, CONTACT_PATH, caseStudyPath, servicePath } from '../config/paths.ts';
import { getArticles } from './articles.ts';
import { getCaseStudies } from './case-study-pages.ts';
import { getServices } from './service-pages.ts';
import { SITE_ORIGIN } from './site.ts';

/** One line per entry: its title, its absolute address and its description. */
function linksTo(entries: readonly { id: string; data: { title: string; description: string } }[], pathOf: (id: string) => string): LlmsLink[] {
  return entries.map((entry) => ({ title: entry.data.title, url: absoluteUrl(pathOf(entry.id), SITE_ORIGIN), note: entry.data.description }));
}

/**
 * The sections, in order. Articles link to their Markdown twins (the text as written, without the
 * page around it); services and case studies to their pages. A new collection is one more line here.
 */
const LLMS_SECTIONS: readonly { title: string; links: () => Promise<LlmsLink[]> }[] = [
  { title: 'Services', links: async () => linksTo(await getServices(), servicePath) },
  { title: 'Articles', links: async () => linksTo(await getArticles(), articleMarkdownPath) },
  { title: 'Case studies', links: async () => linksTo(await getCaseStudies(), caseStudyPath) },
];

export async function llmsTxtFile(): Promise<string> {
  const sections: LlmsSection[] = await Promise.all(LLMS_SECTIONS.map(async ({ title, links }) => ({ title, links: await links() })));
  return llmsTxt({
    name: SITE.name,
    summary: `${SITE.name} is a consulting firm in ${OFFICE_LINE}, founded in ${SITE.foundedYear}. ${SITE.tagline}`,
    details: `Each article below links to its Markdown source; the same address without ".md" is the page itself. Services and case studies are described on their pages. To start a project, use the form at ${absoluteUrl(CONTACT_PATH, SITE_ORIGIN)}.`,
    sections,
  });
}
