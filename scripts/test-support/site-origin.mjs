// The site's origin as the build sets it: Astro's `site` setting in astro.config.mjs, the only
// place it is decided. The dist tests read it from here instead of repeating the default.
import config from '../../astro.config.mjs';

export const SITE_ORIGIN = String(config.site);
