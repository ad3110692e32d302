/** The components compiled content may use, handed to every `<Content />` (src/config/content-model.ts lists them for the content rules). */
import type { ContentComponentName } from '../../config/content-model.ts';
import CaseStudyStance from './CaseStudyStance.astro';
import DeadlineOffer from './DeadlineOffer.astro';
import Mailbox from './Mailbox.astro';

export const CONTENT_COMPONENTS: Record<ContentComponentName, unknown> = { Mailbox, CaseStudyStance, DeadlineOffer };
