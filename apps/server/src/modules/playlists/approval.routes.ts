import {
  approvalApproveBody,
  approvalDecisionResponse,
  approvalListBody,
  approvalListResponse,
  approvalRejectBody,
  approvalRequestBody,
  approvalRequestDetail,
  approvalSetting,
  approvalSettingBody,
  approvalStatus,
  approvalStatusBody,
  approvalUpdateSettingBody,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';
import { read } from './route-access.ts';

/** Owners and admins (spec part 6: the admin check includes owner): the setting, the list, the decisions. */
const admin = { access: { auth: 'session' as const, permission: 'organizations.manage' as const } };
const adminWrite = { access: { ...admin.access, write: true } };

/** Approval before publishing (docs/playlists.md "Approval before publishing"). */
export async function approvalRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { approval } = app.services;
  const post = jsonPost(app, ['playlists']);

  post(
    '/playlist/approval/setting',
    'Whether publishing needs approval in an organization',
    approvalSettingBody,
    approvalSetting,
    admin,
    (b, r) => approval.setting(caller(r), b.organizationId),
  );
  post(
    '/playlist/approval/updateSetting',
    'Switch approval before publishing on or off (an ancestor’s requirement cannot be switched off)',
    approvalUpdateSettingBody,
    approvalSetting,
    adminWrite,
    (b, r) => approval.updateSetting(caller(r), b.organizationId, b.required, metaOf(r)),
  );
  post('/playlist/approval/status', 'The approval state of a playlist', approvalStatusBody, approvalStatus, read, (b, r) =>
    approval.status(caller(r), b.playlistId),
  );
  post('/playlist/approval/list', 'Submissions waiting for approval', approvalListBody, approvalListResponse, admin, (b, r) =>
    approval.list(caller(r), b.organizationId),
  );
  post(
    '/playlist/approval/get',
    'A submission with what changed since the approved version',
    approvalRequestBody,
    approvalRequestDetail,
    admin,
    (b, r) => approval.detail(caller(r), b.requestId),
  );
  post(
    '/playlist/approval/approve',
    'Approve a submission: it becomes the published version',
    approvalApproveBody,
    approvalDecisionResponse,
    adminWrite,
    (b, r) => approval.approve(caller(r), b.requestId, b.comment, metaOf(r)),
  );
  post(
    '/playlist/approval/reject',
    'Reject a submission with a comment',
    approvalRejectBody,
    approvalDecisionResponse,
    adminWrite,
    (b, r) => approval.reject(caller(r), b.requestId, b.comment, metaOf(r)),
  );
}
