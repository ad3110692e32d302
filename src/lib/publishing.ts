/**
 * Which articles a build publishes. A draft, or an article dated after the build, shows in
 * `npm run dev` (with a banner) and stays out of every production output until a build on or after
 * its date: page, blog list, tab counts, feed, sitemap, search index, social card, author pages.
 */
/** Why a production build holds an article back, or `null` when it publishes it. */
export function heldBackReason(article: { draft: boolean; publishedDate: Date }, buildTime: Date): string | null {
  if (article.draft) return 'draft: true';
  if (article.publishedDate.getTime() > buildTime.getTime()) return `scheduled for ${article.publishedDate.toISOString().slice(0, 10)}`;
  return null;
}
