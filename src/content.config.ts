/** The content collections: where editors' files live and which schema (src/schemas/) each obeys. */
import { defineCollection } from 'astro:content';
import { PEOPLE } from './config/identity.ts';
import { articleSchema } from './schemas/articles.ts';
import { authorSchema } from './schemas/authors.ts';
import { caseStudySchema } from './schemas/case-study-frontmatter.ts';
import { legalSchema } from './schemas/legal.ts';
import { contentGlob } from './schemas/loaders.ts';
import { serviceSchema } from './schemas/service-frontmatter.ts';

const folder = (name: string) => contentGlob({ pattern: '*.mdx', base: `./content/${name}` });

export const collections = {
  // People are facts about the firm, kept with its identity; the collection makes them referenceable.
  authors: defineCollection({
    loader: () => PEOPLE.map((person) => ({ ...person, certifications: [...person.certifications], leads: [...person.leads] })),
    schema: authorSchema,
  }),
  articles: defineCollection({ loader: folder('articles'), schema: articleSchema }),
  legal: defineCollection({ loader: folder('legal'), schema: legalSchema }),
  services: defineCollection({ loader: folder('services'), schema: serviceSchema }),
  'case-studies': defineCollection({ loader: folder('case-studies'), schema: caseStudySchema }),
};
