import type { DeviceListItem } from '@signage/shared';
import type { Device, DeviceGroup } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import type { AppContext, AuthContext } from '../../../core/context.ts';
import type { MediaStorage } from '../../../storage/index.ts';
import type { LicencesService } from '../../licences/licences.service.ts';
import type { OrganizationTree } from '../../tenancy/organization-tree.ts';
import { followedGroups } from '../groups/membership.ts';
import { type PresentContext, presentDevice, screenshotUrlOf } from '../devices.presenter.ts';
import type { LiveStatus } from '../runtime/live-status.ts';
import type { ScreensBus } from '../runtime/screens-bus.ts';
import type { ScheduleViews } from '../schedule-views.ts';
import type { ScreensRepository } from '../screens.repository.ts';
import type { TakeoverDelivery } from '../takeovers/takeover-delivery.ts';
import type { AssignablePlaylists } from '../schedule-rules.ts';

/**
 * Devices (spec 7.6; docs/screens.md), the ground the other parts stand on: every device key and
 * organization id in a request is resolved within the caller's organization and its
 * sub-organizations; anything else answers 404 exactly like a missing one (security.md TEN-1). Every
 * change pushes a new manifest to exactly the affected screens (`changed`).
 */
export class DevicesBase {
  constructor(
    protected readonly ctx: AppContext,
    protected readonly repo: ScreensRepository,
    protected readonly screens: ScreensBus,
    protected readonly live: LiveStatus,
    protected readonly storage: MediaStorage,
    protected readonly licences: LicencesService,
    protected readonly tree: OrganizationTree,
    protected readonly views: ScheduleViews,
    protected readonly assignable: AssignablePlaylists,
    protected readonly takeovers: TakeoverDelivery,
  ) {}

  orgIds(auth: AuthContext) {
    return this.tree.visibleIds(auth.organization.id);
  }

  /** An organization id from a request: the caller's own or a sub-organization, else 404. */
  async visibleOrg(auth: AuthContext, organizationId: number | undefined): Promise<number> {
    if (organizationId === undefined) return auth.organization.id;
    const ids = await this.orgIds(auth);
    if (!ids.includes(organizationId)) throw notFound();
    return organizationId;
  }

  async device(auth: AuthContext, deviceKey: string): Promise<Device> {
    const d = await this.repo.deviceByKey(await this.orgIds(auth), deviceKey);
    if (!d) throw notFound();
    return d;
  }

  /** Licence limits of an organization (null = unlimited). */
  protected async limits(organizationId: number) {
    const view = await this.licences.viewForOrg(organizationId);
    return { devices: view.info.numDevices, interactive: view.row ? view.row.interactiveDeviceLimit : 0, status: view.status };
  }

  /** Playlist names as each of these organizations (of devices or groups) may see them. */
  async playlistInfo(ids: number[], organizationIds: number[]) {
    return this.repo.playlistInfo(ids, await this.tree.chainsOf(organizationIds));
  }

  async presentContext(orgIds: number[], rows: Device[]): Promise<PresentContext> {
    const groups = new Map<number, DeviceGroup>((await this.repo.groupsOf(orgIds)).map((g) => [g.id, g]));
    const ids: number[] = [];
    for (const d of rows) {
      if (d.playing) ids.push(d.playing.playlistId);
      if (d.playNow) ids.push(d.playNow.playlistId);
      for (const e of d.schedule ?? []) ids.push(e.playlistId);
      for (const g of followedGroups(d, groups)) {
        if (g.playNow) ids.push(g.playNow.playlistId);
        for (const e of g.schedule ?? []) ids.push(e.playlistId);
      }
    }
    const organizationIds = rows.flatMap((d) => (d.organizationId === null ? [] : [d.organizationId]));
    const playlists = await this.playlistInfo(ids, organizationIds);
    // Alerts on air (now playing): the cached takeover state of each organization, read at most once.
    const alerts = await this.takeovers.onAir(organizationIds);
    return { now: this.ctx.now(), groups, playlists, alerts, screenshotUrl: screenshotUrlOf };
  }

  async present(auth: AuthContext, d: Device): Promise<DeviceListItem> {
    const orgIds = await this.orgIds(auth);
    return presentDevice(d, await this.presentContext(orgIds, [d]));
  }

  // ---- changes ----

  protected async save(d: Device, set: Partial<Device>) {
    return (await this.repo.updateDevice(d.id, { ...set, updatedAt: this.ctx.now() })) as Device;
  }

  /** Tells the affected screen and the CMS about a change to one device. */
  protected changed(d: Device, reason: string) {
    this.screens.invalidate([d.id], 'inputs');
    if (d.organizationId) this.screens.toOrganization(d.organizationId, 'devices', { reason });
  }
}
