import { z } from 'zod';

const colour = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

export const themeResponse = z.object({
  logoUrl: z.string().nullable(),
  homeBackgroundUrl: z.string().nullable(),
  websiteTitle: z.string(),
  accentColor: colour,
  navBarColor: colour,
  contentColor: colour,
  navTextColor: colour,
});
export type Theme = z.infer<typeof themeResponse>;

export const parentPathResponse = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type ParentPath = z.infer<typeof parentPathResponse>;

/** GET /organizations/{id}/allsuborganizations: every organization below {id}, parents before children. */
export const subOrganizationsResponse = z.array(
  z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int(), depth: z.number().int() }),
);
export type SubOrganization = z.infer<typeof subOrganizationsResponse>[number];
