import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, pruneUnused, useCacheDir } from '../../src/cache/store.ts';
import { renderDiagram } from '../../src/render/diagrams.ts';
import { renderCard, type CardText } from '../../src/render/social-cards.ts';

const dir = mkdtempSync(join(tmpdir(), 'basalt-build-cache-'));
afterAll(() => {
  useCacheDir(undefined);
  rmSync(dir, { recursive: true, force: true });
});

const card: CardText = {
  eyebrow: 'Infrastructure',
  title: 'Terraform State Management at Scale',
  description: 'Remote state, locking and the layout that lets forty engineers plan in parallel without stepping on each other.',
  meta: '12 min read',
};

const diagram = (label: string) =>
  [
    '%% caption: A plan takes the lock',
    '%% description: The run takes a lock, plans, then releases it.',
    'flowchart TD',
    `  a[${label}] --> b[Release lock]`,
  ].join('\n');

describe('the build cache', () => {
  beforeEach(() => useCacheDir(dir));

  it('draws a social card once and serves the same bytes to the next build', async () => {
    const first = await renderCard(card);
    useCacheDir(dir);
    const second = await renderCard(card);
    expect(second.equals(first)).toBe(true);
    expect(pruneUnused()).toMatchObject({ hits: 1, misses: 0 });
  });

  it('redraws a card whose title changed, never serving the old picture', async () => {
    const before = await renderCard(card);
    useCacheDir(dir);
    const after = await renderCard({ ...card, title: 'Terraform State Management for Forty Engineers' });
    expect(after.equals(before)).toBe(false);
    expect(pruneUnused()).toMatchObject({ hits: 0, misses: 1 });
  });

  it('keeps a diagram between builds and removes the outputs a build no longer uses', () => {
    const first = renderDiagram(diagram('Acquire lock'), 'content/articles/state.mdx');
    expect(first.svg).toContain('Acquire lock');
    useCacheDir(dir);
    renderDiagram(diagram('Take the lock'), 'content/articles/state.mdx');
    const { removed } = pruneUnused();
    expect(removed).toBeGreaterThan(0);
    expect(readdirSync(join(dir, 'diagrams'))).toHaveLength(1);
  });

  it('hashes every input: any changed part, or parts split differently, is a new key', () => {
    const key = cacheKey('title', 'description');
    expect(cacheKey('title', 'description')).toBe(key);
    expect(cacheKey('title!', 'description')).not.toBe(key);
    expect(cacheKey('titled', 'escription')).not.toBe(key);
  });
});
