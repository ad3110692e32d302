/**
 * JSON-LD (schema.org) objects built from site data. The builders in src/data and BaseLayout
 * pass them to the page, which prints each with `serializeJsonLd`.
 */
import { CONTACT } from '../config/contact.ts';
import { FOUNDER, SITE, SOCIAL } from '../config/identity.ts';
import { COMPANY_NAV } from '../config/navigation.ts';
import { HOME_PATH, absoluteUrl, canonicalUrl, cardPath, routePath } from '../config/paths.ts';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

const ld = (type: string, fields: Record<string, unknown>): JsonLd => ({ '@context': 'https://schema.org', '@type': type, ...fields });

const orgId = (origin: string | URL) => `${absoluteUrl(HOME_PATH, origin)}#organization`;

/** The firm as the publisher of everything on the site: name, URL and logo. */
function publisher(origin: string | URL) {
  return {
    '@type': 'Organization',
    '@id': orgId(origin),
    name: SITE.name,
    url: absoluteUrl(HOME_PATH, origin),
    logo: { '@type': 'ImageObject', url: absoluteUrl(SITE.logo, origin), width: 512, height: 512 },
  };
}

/** An author or a practice lead, as their byline gives them (src/data/articles.ts, `byline`). */
interface Author {
  name: string;
  role: string;
  href: string;
  profileUrl: string;
}

function person(author: Author, origin: string | URL) {
  return { '@type': 'Person', name: author.name, jobTitle: author.role, url: canonicalUrl(author.href, origin), sameAs: [author.profileUrl] };
}

/**
 * A JSON-LD object as the text of a `<script type="application/ld+json">`. Frontmatter text can
 * contain `</script>`: escaping `<`, `>` and `&` keeps every string inside the block, and U+2028 and
 * U+2029 are escaped for older JavaScript parsers. The result is still plain JSON.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The firm as a ProfessionalService, for the home page. */
export function organizationJsonLd(origin: string | URL): JsonLd {
  return ld('ProfessionalService', {
    '@id': orgId(origin),
    name: SITE.name,
    legalName: SITE.legalName,
    description: SITE.tagline,
    url: absoluteUrl(HOME_PATH, origin),
    logo: absoluteUrl(SITE.logo, origin),
    image: absoluteUrl(cardPath(HOME_PATH), origin),
    email: CONTACT.email,
    telephone: CONTACT.phoneE164,
    foundingDate: String(SITE.foundedYear),
    founder: { '@type': 'Person', name: FOUNDER.name, jobTitle: FOUNDER.role, sameAs: [FOUNDER.profileUrl] },
    address: {
      '@type': 'PostalAddress',
      addressLocality: CONTACT.office.city,
      addressRegion: CONTACT.office.region,
      addressCountry: CONTACT.office.country,
    },
    sameAs: SOCIAL.map((profile) => profile.href),
  });
}

/** The site itself, for the home page. */
export function websiteJsonLd(origin: string | URL): JsonLd {
  return ld('WebSite', {
    name: SITE.name,
    url: absoluteUrl(HOME_PATH, origin),
    publisher: { '@id': orgId(origin) },
    inLanguage: SITE.lang,
  });
}

/**
 * Home › section › page for a nested page. The section between Home and the page is named by the
 * footer's company links (`/blog/x` sits under "Blog"); the page by its own title.
 */
export function breadcrumbJsonLd(path: string, title: string, origin: string | URL): JsonLd {
  const route = routePath(path);
  const section = COMPANY_NAV.find((link) => link.href !== route && route.startsWith(`${link.href}/`));
  const items = [{ name: 'Home', path: HOME_PATH }, ...(section ? [{ name: section.label, path: section.href }] : []), { name: title, path: route }];
  return ld('BreadcrumbList', {
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(item.path, origin),
    })),
  });
}

/** What an article or a case study gives its JSON-LD: its page, its publication and who wrote it. */
interface Written {
  title: string;
  description: string;
  path: string;
  publishedDate: Date;
  author: Author;
}

export function blogPostingJsonLd(post: Written & { category: string; updatedDate?: Date | undefined; words: number }, origin: string | URL): JsonLd {
  const url = canonicalUrl(post.path, origin);
  return ld('BlogPosting', {
    headline: post.title,
    description: post.description,
    url,
    image: absoluteUrl(cardPath(post.path), origin),
    articleSection: post.category,
    wordCount: post.words,
    datePublished: post.publishedDate.toISOString(),
    dateModified: (post.updatedDate ?? post.publishedDate).toISOString(),
    author: person(post.author, origin),
    publisher: publisher(origin),
  });
}

/**
 * A case study: an Article about the services it exercised, written by the practice lead who ran
 * the engagement. The client is never named, so the object has no `mentions` of an organization.
 */
export function caseStudyJsonLd(study: Written & { services: readonly { title: string; href: string }[] }, origin: string | URL): JsonLd {
  return ld('Article', {
    headline: study.title,
    description: study.description,
    url: canonicalUrl(study.path, origin),
    image: absoluteUrl(cardPath(study.path), origin),
    articleSection: 'Case studies',
    genre: 'Case study',
    datePublished: study.publishedDate.toISOString(),
    about: study.services.map((service) => ({ '@type': 'Service', name: service.title, url: canonicalUrl(service.href, origin) })),
    author: person(study.author, origin),
    publisher: publisher(origin),
  });
}

/** A listing page: the pages it lists, in order. */
export function itemListJsonLd(items: readonly { title: string; href: string }[], origin: string | URL): JsonLd {
  return ld('ItemList', {
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.title, url: canonicalUrl(item.href, origin) })),
  });
}

export function serviceJsonLd(service: { title: string; description: string; path: string; category?: string | undefined }, origin: string | URL): JsonLd {
  return ld('Service', {
    name: service.title,
    description: service.description,
    url: canonicalUrl(service.path, origin),
    serviceType: service.category ?? service.title,
    provider: { '@id': orgId(origin), '@type': 'ProfessionalService', name: SITE.name },
    areaServed: { '@type': 'Country', name: 'United States' },
  });
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return ld('FAQPage', {
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
}
