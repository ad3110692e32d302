/** The only place that queries the legal collection: /privacy, /terms and /cookies. */
import { getCollection, render } from 'astro:content';

/** One route per legal page, with the entry and its rendered body. */
export async function legalPages() {
  const entries = await getCollection('legal');
  return Promise.all(entries.map(async (entry) => ({ params: { legal: entry.id }, props: { entry, Content: (await render(entry)).Content } })));
}
