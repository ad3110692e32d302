import { describe, expect, it } from 'vitest';
import { BLOG_TABS } from '../../src/config/blog.ts';
import { relatedModel, termCounts } from '../../src/lib/related.ts';

const article = (slug: string, category: string, publishedDate: string) => ({ slug, category, publishedDate }) as Parameters<typeof relatedModel>[0][number];

const all = [
  article('state', 'Infrastructure', '2024-01-08'),
  article('modules', 'Infrastructure', '2024-01-10'),
  article('migrations', 'Database', '2024-01-18'),
  article('cicd', 'DevOps', '2024-01-12'),
  article('canary', 'DevOps', '2024-12-20'),
  article('tokens', 'Web3', '2025-09-30'),
];
const texts = new Map([
  ['state', 'terraform state backend locking bucket terraform'],
  ['modules', 'terraform module registry versioning'],
  ['migrations', 'database replication cutover schema rollback'],
  ['cicd', 'pipeline terraform plan apply workflow github'],
  ['canary', 'pipeline canary traffic alarms rollback'],
  ['tokens', 'token ledger custody wallet issuer'],
]);

describe('related reading', () => {
  it('puts articles of the same tab first, then the most alike by text', () => {
    expect(
      relatedModel(all, texts, BLOG_TABS)
        .relatedTo(all[0]!.slug)
        .map((a) => a.slug),
    ).toEqual(['modules', 'migrations', 'cicd']);
  });

  it('never lists the article itself and honours the count', () => {
    const related = relatedModel(all, texts, BLOG_TABS)
      .relatedTo(all[3]!.slug, 2)
      .map((a) => a.slug);
    expect(related).toEqual(['canary', 'state']);
  });

  it('does not pick an unrelated article over a related one from another tab', () => {
    const related = relatedModel(all, texts, BLOG_TABS)
      .relatedTo(all[4]!.slug)
      .map((a) => a.slug);
    expect(related.slice(0, 2)).toEqual(['cicd', 'migrations']);
  });

  it('ignores short and common words', () => {
    expect([...termCounts('A guide to AWS and the cloud, the cloud').entries()]).toEqual([
      ['guide', 1],
      ['cloud', 2],
    ]);
  });
});
