/**
 * /llms.txt built from the collections, so it lists exactly what the build publishes. Each section
 * is one entry of LLMS_SECTIONS: its heading and the function that lists its pages.
 */
import { OFFICE_LINE } from '../config/contact';
import { SITE } from '../config/identity';
import { llmsTxt, type LlmsLink, type LlmsSection } from '../lib/llms-txt';
import { absoluteUrl, articleMarkdownPath, CONTACT_PATH, servicePath } from '../lib/paths';
import { getArticles } from './articles';
import { getServices } from './services';
import { SITE_ORIGIN } from './site';

/** Articles link to their Markdown twins: the text as written, without the page around it. */
async function articleLinks(): Promise<LlmsLink[]> {
  return (await getArticles()).map((entry) => ({ title: entry.data.title, url: absoluteUrl(articleMarkdownPath(entry.id), SITE_ORIGIN), note: entry.data.description }));
}

async function serviceLinks(): Promise<LlmsLink[]> {
  return (await getServices()).map((entry) => ({ title: entry.data.title, url: absoluteUrl(servicePath(entry.id), SITE_ORIGIN), note: entry.data.description }));
}

/** The sections, in order. A new collection (such as case studies) is one more line here. */
const LLMS_SECTIONS: readonly { title: string; links: () => Promise<LlmsLink[]> }[] = [
  { title: 'Services', links: serviceLinks },
  { title: 'Articles', links: articleLinks },
];

export async function llmsTxtFile(): Promise<string> {
  const sections: LlmsSection[] = await Promise.all(LLMS_SECTIONS.map(async ({ title, links }) => ({ title, links: await links() })));
  return llmsTxt({
    name: SITE.name,
    summary: `${SITE.name} is a consulting firm in ${OFFICE_LINE}, founded in ${SITE.foundedYear}. ${SITE.tagline}`,
    details: `Each article below links to its Markdown source; the same address without ".md" is the page itself. Services are described on their pages. To start a project, use the form at ${absoluteUrl(CONTACT_PATH, SITE_ORIGIN)}.`,
    sections,
  });
}
