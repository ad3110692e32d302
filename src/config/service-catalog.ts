/** Service taxonomy shared by the services collection schema and the catalogue. */

/** Category badges of the /services catalogue. */
export const SERVICE_CATEGORIES = ['Infrastructure', 'Automation', 'AI & Data', 'Security', 'Development', 'Operations'] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Old addresses the first site linked to, and the pages that replace them (docs/decisions.md). */
export const LEGACY_SERVICE_REDIRECTS: Readonly<Record<string, string>> = {
  '/services/devops-transformation': '/services/devops-automation',
  '/services/security-compliance': '/services/security-consulting',
};
