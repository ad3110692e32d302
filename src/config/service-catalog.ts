/** Service taxonomy shared by the services collection schema and the catalogue. */

/** Category badges of the /services catalogue. */
export const SERVICE_CATEGORIES = ['Infrastructure', 'Automation', 'AI & Data', 'Security', 'Development', 'Operations'] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/**
 * The practices the catalogue groups every service under, in the order /services shows them. Each
 * practice is led by one principal (PEOPLE's `leads` in src/config/identity.ts names its services).
 */
export const SERVICE_GROUPS = [
  { id: 'cloud', title: 'Cloud and serverless', intro: 'The AWS foundation, the migrations onto it and the event-driven applications built on it.' },
  { id: 'delivery-security', title: 'Delivery and security', intro: 'How changes reach production, and the controls an auditor tests along the way.' },
  { id: 'data-ai-web3', title: 'Data, AI and Web3', intro: 'Applied AI, the data platform beneath it, and tokenization for regulated assets.' },
  { id: 'operations', title: 'Reliability and operations', intro: 'Seeing what a request did, answering the pager well, and measuring the work itself.' },
] as const;

export type ServiceGroupId = (typeof SERVICE_GROUPS)[number]['id'];

/** How many services the home page features: the first of the catalogue, in its order. */
export const HOME_FEATURED_COUNT = 7;

/** Old addresses the first site linked to, and the pages that replace them (docs/decisions.md). */
export const LEGACY_SERVICE_REDIRECTS: Readonly<Record<string, string>> = {
  '/services/devops-transformation': '/services/devops-automation',
  '/services/security-compliance': '/services/security-consulting',
};
