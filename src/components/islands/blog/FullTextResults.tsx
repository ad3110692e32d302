import { useEffect, useState } from 'react';
import { searchFullText, type FullTextMatch } from '../../../lib/full-text-search.ts';

type FullText = { status: 'searching' } | { status: 'done'; matches: FullTextMatch[] } | { status: 'failed' };

/** The line under the heading: what the full-text search is doing or found. */
function fullTextStatus(result: FullText, query: string): string {
  if (result.status === 'searching') return 'Searching…';
  if (result.status === 'failed') return 'Full-text search is not available right now. The cards above still match titles, summaries and categories.';
  const count = result.matches.length;
  if (count === 0) return `No page mentions “${query}”.`;
  return `${count === 1 ? '1 page mentions' : `${count} pages mention`} “${query}”.`;
}

/** Beneath the cards: pages whose full text matches, each with its excerpt and the sections where the words occur. */
export default function FullTextResults({ query }: { query: string }) {
  const [result, setResult] = useState<FullText>({ status: 'searching' });

  useEffect(() => {
    let current = true;
    setResult({ status: 'searching' });
    // Wait for a pause in typing before searching.
    const timer = setTimeout(() => {
      searchFullText(query).then(
        (matches) => current && setResult({ status: 'done', matches }),
        (error: unknown) => {
          console.error('Full-text search failed:', error);
          if (current) setResult({ status: 'failed' });
        },
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <section className="mt-12" aria-labelledby="full-text-heading" aria-busy={result.status === 'searching'}>
      <h2 id="full-text-heading" className="text-lg font-semibold text-basalt-950">
        In the text of our articles and service pages
      </h2>
      <p className="mt-1 text-sm text-basalt-600" aria-live="polite">
        {fullTextStatus(result, query)}
      </p>
      {result.status === 'done' && result.matches.length > 0 && (
        <ol className="mt-5 space-y-4">
          {result.matches.map((match) => (
            <li key={match.href} className="card p-5">
              <a href={match.href} className="font-semibold text-basalt-950 hover:text-ember-700">
                {match.title}
              </a>
              {/* Pagefind's excerpt: the page's own text with the matching words in <mark>. */}
              <p className="full-text-excerpt mt-1 text-sm leading-6 text-basalt-700" dangerouslySetInnerHTML={{ __html: match.excerpt }} />
              {match.sections.length > 0 && (
                <ul className="mt-3 space-y-2 border-l border-basalt-200 pl-4 text-sm">
                  {match.sections.map((section) => (
                    <li key={section.href}>
                      <a href={section.href} className="font-medium text-ember-700 hover:text-ember-800">
                        {section.title}
                      </a>
                      <p className="full-text-excerpt text-basalt-600" dangerouslySetInnerHTML={{ __html: section.excerpt }} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
