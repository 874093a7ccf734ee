import { z } from 'zod';
import { freeText, recordId, sessionKey } from './common.ts';
import { playlistPublishResponse } from './playlists.ts';

/**
 * Approval before publishing (docs/playlists.md "Approval before publishing"). POST calls under
 * /api with `sessionKey` in the body. An organization that requires approval (itself or an
 * ancestor) turns a staff member's or content creator's publish into a submission that an owner
 * or admin approves or rejects; screens keep the last approved version meanwhile.
 */

export const APPROVAL_COMMENT_MAX = 1000;

const comment = freeText().trim().max(APPROVAL_COMMENT_MAX, { error: 'FIELD_INVALID' });

export const approvalSettingBody = z.strictObject({ sessionKey, organizationId: recordId.optional() });
export const approvalUpdateSettingBody = z.strictObject({ sessionKey, organizationId: recordId, required: z.boolean() });
export const approvalSetting = z.object({
  organizationId: z.number().int(),
  /** In force for this organization (its own setting or an ancestor's). */
  required: z.boolean(),
  /** This organization's own switch. */
  own: z.boolean(),
  /** The nearest ancestor that requires it (then it cannot be switched off here). */
  inheritedFrom: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  canEdit: z.boolean(),
});

export const approvalStatusBody = z.strictObject({ sessionKey, playlistId: recordId });
export const approvalDecision = z.object({
  status: z.enum(['approved', 'rejected']),
  comment: z.string().nullable(),
  decidedAt: z.string(),
  decidedByName: z.string().nullable(),
});
export const approvalStatus = z.object({
  /** Publishing this playlist needs approval. */
  required: z.boolean(),
  /** The caller publishes directly (owner or admin, or approval not required). */
  canPublish: z.boolean(),
  pending: z.object({ id: z.number().int(), submittedAt: z.string(), submittedByName: z.string().nullable() }).nullable(),
  /** The latest decision on a submission of this playlist. */
  lastDecision: approvalDecision.nullable(),
});

export const approvalListBody = z.strictObject({ sessionKey, organizationId: recordId.optional() });
export const approvalListItem = z.object({
  id: z.number().int(),
  playlistId: z.number().int(),
  playlistName: z.string(),
  organizationId: z.number().int(),
  submittedByName: z.string().nullable(),
  submittedAt: z.string(),
  slideCount: z.number().int(),
  /** The approved version the submission was made against (0 = never approved). */
  baseVersion: z.number().int(),
});
export const approvalListResponse = z.object({ totalCount: z.number().int(), results: z.array(approvalListItem) });

export const approvalRequestBody = z.strictObject({ sessionKey, requestId: recordId });
const approvalSlide = z.object({
  id: z.number().int(),
  position: z.number().int(),
  duration: z.number(),
  slideData: z.record(z.string(), z.unknown()),
});
export const APPROVAL_SLIDE_CHANGES = ['added', 'removed', 'changed', 'unchanged'] as const;
export const approvalSlideChange = z.object({
  slideId: z.number().int(),
  change: z.enum(APPROVAL_SLIDE_CHANGES),
  /** Its place among the kept slides differs from the approved version's. */
  moved: z.boolean(),
  before: approvalSlide.nullable(),
  after: approvalSlide.nullable(),
});
export const approvalRequestDetail = approvalListItem.extend({
  status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
  aspect: z.string(),
  nameBefore: z.string().nullable(),
  aspectChanged: z.boolean(),
  overlayChanged: z.boolean(),
  overlay: z.record(z.string(), z.unknown()).nullable(),
  overlayBefore: z.record(z.string(), z.unknown()).nullable(),
  slides: z.array(approvalSlideChange),
  canDecide: z.boolean(),
});

export const approvalApproveBody = z.strictObject({ sessionKey, requestId: recordId, comment: comment.optional() });
export const approvalRejectBody = z.strictObject({
  sessionKey,
  requestId: recordId,
  comment: comment.pipe(z.string().min(1, { error: 'FIELD_REQUIRED' })),
});
export const approvalDecisionResponse = z.object({
  requestId: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  /** The published version an approval made. */
  version: z.number().int().nullable(),
});

/** `/playlist/publish`: a publish, or (approval required) a submission that leaves the published version as it was. */
export const playlistPublishOrSubmitResponse = playlistPublishResponse.extend({
  publishedAt: z.string().nullable(),
  /** Set when the publish became a submission waiting for approval. */
  approvalRequestId: z.number().int().optional(),
});
