import { CONTACT, FOUNDER, SITE, SOCIAL } from '../config/site';
import { absoluteUrl, canonicalPath } from './seo';

/** JSON-LD (schema.org) objects built from site data; pages pass them to BaseLayout. */

const orgId = (origin: string) => `${absoluteUrl('/', origin)}#organization`;

/** The firm as a ProfessionalService, for the home page. */
export function organizationJsonLd(origin: string = SITE.url) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': orgId(origin),
    name: SITE.name,
    description: SITE.tagline,
    url: absoluteUrl('/', origin),
    logo: absoluteUrl('/icon-512.png', origin),
    image: absoluteUrl(SITE.defaultImage, origin),
    email: CONTACT.email,
    telephone: CONTACT.phoneHref.replace('tel:', ''),
    foundingDate: String(SITE.foundedYear),
    founder: { '@type': 'Person', name: FOUNDER.name, jobTitle: FOUNDER.role, sameAs: [FOUNDER.profileUrl] },
    address: {
      '@type': 'PostalAddress',
      addressLocality: CONTACT.office.city,
      addressRegion: CONTACT.office.region,
      addressCountry: CONTACT.office.country,
    },
    sameAs: SOCIAL.map((profile) => profile.href),
  };
}

/** The site itself, for the home page. */
export function websiteJsonLd(origin: string = SITE.url) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl('/', origin),
    publisher: { '@id': orgId(origin) },
    inLanguage: 'en',
  };
}

/** Home › … › page, for every nested page; `trail` excludes Home. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[], origin: string = SITE.url) {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(canonicalPath(item.path), origin),
    })),
  };
}

/** An article of the blog. */
export function blogPostingJsonLd(
  post: {
    title: string;
    description: string;
    path: string;
    image: string;
    category: string;
    publishedDate: Date;
    updatedDate?: Date | undefined;
    words: number;
  },
  origin: string = SITE.url,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: absoluteUrl(canonicalPath(post.path), origin),
    mainEntityOfPage: absoluteUrl(canonicalPath(post.path), origin),
    image: absoluteUrl(post.image, origin),
    articleSection: post.category,
    wordCount: post.words,
    datePublished: post.publishedDate.toISOString(),
    dateModified: (post.updatedDate ?? post.publishedDate).toISOString(),
    inLanguage: 'en',
    author: { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/', origin) },
    publisher: { '@id': orgId(origin), '@type': 'Organization', name: SITE.name },
  };
}

/** A consulting service page. */
export function serviceJsonLd(
  service: { title: string; description: string; path: string; category?: string | undefined },
  origin: string = SITE.url,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    url: absoluteUrl(canonicalPath(service.path), origin),
    serviceType: service.category ?? service.title,
    provider: { '@id': orgId(origin), '@type': 'ProfessionalService', name: SITE.name },
    areaServed: { '@type': 'Country', name: 'United States' },
  };
}

/** Questions and answers shown on a page. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
