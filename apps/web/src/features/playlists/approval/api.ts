import type {
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
import { endpoint } from '../../../api/client.ts';

/** Approval before publishing (contracts/approval.ts, docs/playlists.md). */
export const approvalApi = {
  setting: endpoint<typeof approvalSettingBody, typeof approvalSetting>('/playlist/approval/setting'),
  updateSetting: endpoint<typeof approvalUpdateSettingBody, typeof approvalSetting>('/playlist/approval/updateSetting'),
  status: endpoint<typeof approvalStatusBody, typeof approvalStatus>('/playlist/approval/status'),
  list: endpoint<typeof approvalListBody, typeof approvalListResponse>('/playlist/approval/list'),
  get: endpoint<typeof approvalRequestBody, typeof approvalRequestDetail>('/playlist/approval/get'),
  approve: endpoint<typeof approvalApproveBody, typeof approvalDecisionResponse>('/playlist/approval/approve'),
  reject: endpoint<typeof approvalRejectBody, typeof approvalDecisionResponse>('/playlist/approval/reject'),
};

export const approvalKeys = {
  all: ['approval'] as const,
  setting: (organizationId: number) => ['approval', 'setting', organizationId] as const,
  status: (playlistId: number) => ['approval', 'status', playlistId] as const,
  list: () => ['approval', 'list'] as const,
  request: (id: number) => ['approval', 'request', id] as const,
};
