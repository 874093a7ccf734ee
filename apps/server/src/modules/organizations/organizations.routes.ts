import { rm } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  collateBody,
  collateResponse,
  createSubOrganizationBody,
  deleteOrganizationBody,
  envelope,
  getListOfOrgsBody,
  getListOfOrgsResponse,
  impersonationAcceptBody,
  impersonationDeleteBody,
  impersonationListResponse,
  impersonationRequest,
  impersonationRequestBody,
  isParentResponse,
  moveOrganizationBody,
  organizationResponse,
  ownerResponse,
  parentPathResponse,
  recordIdParam,
  resetThemeBody,
  subOrganizationsPage,
  subOrganizationsQuery,
  subOrganizationsResponse,
  suborgHashtagsResponse,
  supportEmailsResponse,
  themeImageResponse,
  themeResponse,
  transferOrganizationBody,
  updateOrganizationBody,
  updateOwnerBody,
  updateSupportEmailsBody,
  updateThemeColorsBody,
  updateWebsiteTitleBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { jsonGet, jsonPost, ok } from '../../lib/http.ts';
import { caller } from '../../core/context.ts';
import { sendStored } from '../../lib/serve-stored.ts';
import { stageUpload } from '../media/upload.ts';

const idParams = z.strictObject({ id: recordIdParam });
const requestParams = idParams;
const imageParams = z.strictObject({
  id: recordIdParam,
  kind: z.enum(['logo', 'background']),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});
/** Theme images: at most 10 MB, JPG/PNG/SVG/GIF (checked by content). */
const THEME_IMAGE_MB = 10;
const MB = 1024 * 1024;

/** What every signed-in user may read (the CMS shell: theme, title, breadcrumbs, support contacts). */
const session = { access: { auth: 'session' as const } };
/** The organizations page: owner and admin (spec part 6). */
const read = { access: { auth: 'session' as const, permission: 'organizations.manage' as const } };
const write = { access: { auth: 'session' as const, permission: 'organizations.manage' as const, write: true } };
/** Consent and ownership: never under impersonation (security.md TEN-7). */
const writeOwn = { access: { ...write.access, noImpersonation: true } };

/** Spec 7.4: organization calls (Authorization: SessionKey header; JSON bodies where the spec lists fields). */
export async function organizationsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const { organizations: orgs, organizationTheme: theme, organizationLifecycle: lifecycle, impersonation, storage } = app.services;
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');
  const tags = ['organizations'];
  const post = jsonPost(app, tags);

  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fileSize: THEME_IMAGE_MB * MB + 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  const get = jsonGet(appBase, tags);

  get('/organizations/:id', 'An organization (own or below)', idParams, organizationResponse, read, (r) =>
    orgs.get(caller(r), r.params.id),
  );
  get('/organizations/:id/theme', "The organization's theme (own, else inherited, else defaults)", idParams, themeResponse, session, (r) =>
    theme.theme(caller(r), r.params.id),
  );
  get('/organizations/:id/exdata/websitetitle', 'The website title', idParams, z.object({ websiteTitle: z.string() }), session, (r) =>
    theme.websiteTitle(caller(r), r.params.id),
  );
  get('/organizations/:id/parentpath', 'Ids and names from the root to this organization', idParams, parentPathResponse, session, (r) =>
    orgs.parentPath(caller(r), r.params.id),
  );
  get(
    '/organizations/:id/allsuborganizations',
    'Every organization below this one, parents first',
    idParams,
    subOrganizationsResponse,
    session,
    (r) => orgs.allSubOrganizations(caller(r), r.params.id),
  );
  get('/organizations/:id/suborg/hashtags', 'Hashtags used below this organization', idParams, suborgHashtagsResponse, read, (r) =>
    orgs.suborgHashtags(caller(r), r.params.id),
  );
  get('/organizations/:id/owner', "The organization's owner", idParams, ownerResponse, read, (r) => orgs.owner(caller(r), r.params.id));
  get('/organizations/:id/exdata/emails', 'Customer support and contact e-mails', idParams, supportEmailsResponse, session, (r) =>
    orgs.supportEmails(caller(r), r.params.id),
  );
  get('/organizations/:id/isparent', 'Whether it has sub-organizations', idParams, isParentResponse, read, (r) =>
    orgs.isParent(caller(r), r.params.id),
  );

  app.get(
    '/organizations/:id/suborganizations',
    {
      schema: {
        tags,
        summary: 'Direct sub-organizations, or with q every one below matching the name or #tag',
        params: idParams,
        querystring: subOrganizationsQuery,
        response: { 200: envelope(subOrganizationsPage) },
      },
      config: read,
    },
    async (request) => {
      const { q, count, offset } = request.query;
      return ok(await orgs.subOrganizations(caller(request), request.params.id, q || undefined, count, offset));
    },
  );
  post(
    '/organizations/getListOfOrgs',
    'The visible organizations among a list of ids',
    getListOfOrgsBody,
    getListOfOrgsResponse,
    read,
    (b, r) => orgs.listOfOrgs(caller(r), b.organizationsList),
  );
  app.post(
    '/organizations/:id/suborganizations/create',
    {
      schema: {
        tags,
        summary: 'Create a sub-organization with its licence and invited owner',
        params: idParams,
        body: createSubOrganizationBody,
        response: { 200: envelope(organizationResponse) },
      },
      config: write,
    },
    async (request) => ok(await orgs.create(caller(request), request.params.id, request.body, request.ip)),
  );
  app.post(
    '/organizations/:id/update',
    {
      schema: {
        tags,
        summary: 'Update details',
        params: idParams,
        body: updateOrganizationBody,
        response: { 200: envelope(organizationResponse) },
      },
      config: write,
    },
    async (request) => ok(await orgs.update(caller(request), request.params.id, request.body, request.ip)),
  );
  app.post(
    '/organizations/:id/updateOwner',
    {
      schema: {
        tags,
        summary: 'Hand the ownership to another person',
        params: idParams,
        body: updateOwnerBody,
        response: { 200: envelope(ownerResponse) },
      },
      config: writeOwn,
    },
    async (request) => ok(await orgs.updateOwner(caller(request), request.params.id, request.body, request.ip)),
  );
  app.post(
    '/organizations/:id/updateThemeColors',
    {
      schema: { tags, summary: 'Theme colours', params: idParams, body: updateThemeColorsBody, response: { 200: envelope(themeResponse) } },
      config: write,
    },
    async (request) => ok(await theme.updateThemeColors(caller(request), request.params.id, request.body, request.ip)),
  );
  app.post(
    '/organizations/:id/updateWebsiteTitle',
    {
      schema: {
        tags,
        summary: 'Website title (licence custom title)',
        params: idParams,
        body: updateWebsiteTitleBody,
        response: { 200: envelope(z.object({ websiteTitle: z.string() })) },
      },
      config: write,
    },
    async (request) =>
      ok(await theme.updateWebsiteTitle(caller(request), request.params.id, request.body.organizationId, request.body.title, request.ip)),
  );
  app.post(
    '/organizations/:id/resetTheme',
    {
      schema: {
        tags,
        summary: 'Reset theme properties',
        params: idParams,
        body: resetThemeBody,
        response: { 200: envelope(themeResponse) },
      },
      config: write,
    },
    async (request) =>
      ok(await theme.resetTheme(caller(request), request.params.id, request.body.organizationId, request.body.propertyList, request.ip)),
  );

  for (const [segment, kind] of [
    ['updateThemeLogo', 'logo'],
    ['updateThemeBackground', 'background'],
  ] as const) {
    app.post(
      `/organizations/:id/${segment}`,
      {
        schema: {
          tags,
          summary: `Upload the ${kind} (multipart, one JPG/PNG/SVG/GIF file ≤ ${THEME_IMAGE_MB} MB); answers its url`,
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 200: envelope(themeImageResponse) },
        },
        config: write,
      },
      async (request) => {
        const auth = caller(request);
        await theme.assertThemeEditable(auth, request.params.id);
        if (!request.isMultipart()) throw new AppError(400, 'MEDIA_NO_FILE');
        const staged = await stageUpload(request, tmpDir, { image: THEME_IMAGE_MB, gif: THEME_IMAGE_MB, pdf: 0, video: 0, audio: 0 });
        try {
          if (staged.kind !== 'image' && staged.kind !== 'gif') throw new AppError(415, 'MEDIA_TYPE_NOT_ALLOWED');
          const key = `org/${request.params.id}/theme/${staged.sha256}`;
          if (!(await storage.exists(key)))
            await storage.put(key, { path: staged.tempPath }, { contentType: staged.mimeType, size: staged.size });
          return ok(await theme.setThemeImage(auth, request.params.id, kind, staged.sha256, staged.mimeType, request.ip));
        } finally {
          await rm(staged.tempPath, { force: true });
        }
      },
    );
  }
  app.get(
    '/organizations/:id/theme/:kind/:sha256',
    {
      schema: { tags, summary: 'A theme image (immutable URL)', params: imageParams },
      config: { access: { auth: 'session', cookie: true } },
    },
    async (request, reply) => {
      const file = await theme.themeImageForServing(caller(request), request.params.id, request.params.kind, request.params.sha256);
      return sendStored(request, reply, storage, file);
    },
  );

  app.post(
    '/organizations/updateSupportEmails/:id',
    {
      schema: {
        tags,
        summary: 'Customer support and contact e-mails, or the defaults',
        params: idParams,
        body: updateSupportEmailsBody,
        response: { 200: envelope(supportEmailsResponse) },
      },
      config: write,
    },
    async (request) => ok(await orgs.updateSupportEmails(caller(request), request.params.id, request.body, request.ip)),
  );

  // Impersonation (spec 7.4; decisions in docs/organizations.md).
  post(
    '/organizations/impersonation/request',
    'Ask a direct sub-organization for impersonation consent',
    impersonationRequestBody,
    impersonationRequest,
    writeOwn,
    (b, r) => impersonation.request(caller(r), b.recipientOrganizationId, r.ip),
  );
  for (const which of ['received', 'accepted', 'sent'] as const) {
    app.get(
      `/organizations/impersonation/requests/${which}`,
      {
        schema: { tags, summary: `Impersonation requests: ${which}`, response: { 200: envelope(impersonationListResponse) } },
        config: { access: { ...read.access, noImpersonation: true } },
      },
      async (request) => ok(await impersonation.list(caller(request), which)),
    );
  }
  app.post(
    '/organizations/impersonation/:id/accept',
    {
      schema: {
        tags,
        summary: "Accept (the sub-organization's owner, agreeing to the terms)",
        params: requestParams,
        body: impersonationAcceptBody,
        response: { 200: envelope(impersonationRequest) },
      },
      config: writeOwn,
    },
    async (request) => ok(await impersonation.accept(caller(request), request.params.id, request.ip)),
  );
  app.post(
    '/organizations/impersonation/:id/delete',
    {
      schema: {
        tags,
        summary: 'Reject, withdraw or revoke (either side; allowed while view-only)',
        params: requestParams,
        body: impersonationDeleteBody,
        response: { 200: envelope(impersonationRequest) },
      },
      config: { access: { ...read.access, noImpersonation: true } },
    },
    async (request) => ok(await impersonation.remove(caller(request), request.params.id, request.ip)),
  );

  app.delete(
    '/organizations/:id',
    {
      schema: {
        tags,
        summary: "Delete a sub-organization: {mode: 'transfer' (data to the parent) | 'delete', confirm: 'delete'}",
        params: idParams,
        body: deleteOrganizationBody,
        response: { 200: envelope(z.object({ deleted: z.boolean(), mode: z.string(), moved: z.record(z.string(), z.number()) })) },
      },
      config: write,
    },
    async (request) => ok(await lifecycle.remove(caller(request), request.params.id, request.body.mode, request.ip)),
  );
  app.post(
    '/organizations/:id/transfer',
    {
      schema: {
        tags,
        summary: "Move the organization's content to another organization",
        params: idParams,
        body: transferOrganizationBody,
        response: {
          200: envelope(z.object({ transferred: z.boolean(), targetOrganizationId: z.number(), moved: z.record(z.string(), z.number()) })),
        },
      },
      config: write,
    },
    async (request) => ok(await lifecycle.transfer(caller(request), request.params.id, request.body.targetOrganizationId, request.ip)),
  );
  app.post(
    '/organizations/:id/move',
    {
      schema: {
        tags,
        summary: 'Give the organization a new parent',
        params: idParams,
        body: moveOrganizationBody,
        response: { 200: envelope(organizationResponse) },
      },
      config: write,
    },
    async (request) => ok(await lifecycle.move(caller(request), request.params.id, request.body.targetOrganizationId, request.ip)),
  );
  app.post(
    '/organizations/:id/collate',
    {
      schema: {
        tags,
        summary: 'Domain collation: new users of the e-mail domain join this organization',
        params: idParams,
        body: collateBody,
        response: { 200: envelope(collateResponse) },
      },
      config: write,
    },
    async (request) => ok(await lifecycle.collate(caller(request), request.params.id, request.body, request.ip)),
  );
}
