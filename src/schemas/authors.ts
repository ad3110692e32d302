/** An author: one of the people in src/config/identity.ts, validated like any other entry. */
import { z } from 'astro/zod';

export const authorSchema = z.object({
  name: z.string().min(3),
  role: z.string().min(3),
  /** Two or three sentences for the author box and the author page. */
  bio: z.string().min(80).max(400),
  /** Public profile the author box links to. */
  profileUrl: z.url({ protocol: /^https$/ }),
  /** Professional certifications the author holds, by their full names. */
  certifications: z.array(z.string().min(3)).default([]),
  /** Ids of the service pages of the practice the author leads. */
  leads: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
  /** A square photograph under public/ (`/people/<id>.jpg`); without one the pages draw a monogram. */
  portrait: z
    .string()
    .regex(/^\/[\w./-]+\.(?:jpe?g|png|webp|avif)$/)
    .optional(),
});
