/**
 * The card data of every published article, for the blog's search: one JSON file written at build
 * time (src/pages/blog/articles.json.ts), fetched the first time a visitor searches and then kept.
 * Browser-only.
 */
import type { ArticleSummary } from './blog.ts';
import { BLOG_SUMMARIES_PATH } from '../config/paths.ts';

let loading: Promise<ArticleSummary[]> | undefined;

export function loadArticleSummaries(): Promise<ArticleSummary[]> {
  loading ??= fetch(BLOG_SUMMARIES_PATH).then(async (response) => {
    if (!response.ok) throw new Error(`${BLOG_SUMMARIES_PATH} answered ${response.status}`);
    return (await response.json()) as ArticleSummary[];
  });
  // A failed load is tried again on the next search, not remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
