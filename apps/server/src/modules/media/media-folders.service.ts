import type { MediaListResponse, MediaSection } from '@signage/shared';
import type { AppContext, AuthContext } from '../../core/context.ts';
import type { MediaFolder } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { RequestMeta } from '../../lib/http.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { type Viewer, viewerOf } from '../tenancy/viewer.ts';
import { editRefusal, presentFolder } from './media.presenter.ts';
import type { MediaRepository } from './media.repository.ts';
import { type MediaRemoval, refuseIfPublished } from './media-removal.ts';

export const invalidMove = () => new AppError(400, 'FOLDER_INVALID_MOVE');
const nameExists = () => new AppError(400, 'NAME_EXISTS');

/**
 * Media folders (spec 4, 6): 'my' folders belong to their creator, 'shared' ones to the organization;
 * stock has none. Names are unique among siblings; a folder never moves into itself or below.
 */
export class MediaFoldersService {
  constructor(
    private readonly ctx: AppContext,
    private readonly repo: MediaRepository,
    private readonly removal: MediaRemoval,
    private readonly orgs: OrganizationTree,
  ) {}

  private async visible(v: Viewer, folderId: number): Promise<MediaFolder> {
    const folder = await this.repo.findFolder(v, folderId);
    if (!folder) throw notFound();
    return folder;
  }

  /** The folder a 'my' or 'shared' item may go into (null = top level). */
  async destination(v: Viewer, folderId: number | null, section: MediaSection) {
    if (folderId === null) return null;
    const folder = await this.visible(v, folderId);
    if (folder.section !== section) throw invalidMove();
    return folder;
  }

  /** A library level: the trail from the top down to the folder, and the folders in it. */
  async level(v: Viewer, section: 'my' | 'shared', folderId: number | null) {
    let path: MediaListResponse['path'] = [];
    if (folderId !== null) {
      const folder = await this.repo.findFolder(v, folderId);
      if (!folder || folder.section !== section) throw notFound();
      path = await this.repo.folderPath(folder.id);
    }
    const folders: MediaListResponse['folders'] = (await this.repo.subFolders(v, section, folderId)).map((r) =>
      presentFolder(r.f, r.itemCount),
    );
    return { path, folders };
  }

  async create(auth: AuthContext, name: string, parentId: number | null, section: 'my' | 'shared', meta: RequestMeta) {
    const v = await viewerOf(this.orgs, auth);
    if (parentId !== null) {
      const parent = await this.visible(v, parentId);
      if (parent.section !== section) throw invalidMove();
    }
    if (await this.repo.siblingNameExists(v.orgId, section, v.userId, parentId, name)) throw nameExists();
    const f = await this.repo.insertFolder({ organizationId: v.orgId, ownerUserId: v.userId, parentId, section, name });
    await this.ctx.audit.byCaller(auth, {
      action: 'media.folder.create',
      objectType: 'media_folder',
      objectId: f.id,
      details: { name, parentId, section },
      ip: meta.ip,
    });
    return presentFolder(f, 0);
  }

  async rename(auth: AuthContext, folderId: number, name: string, meta: RequestMeta) {
    const v = await viewerOf(this.orgs, auth);
    const folder = await this.visible(v, folderId);
    if (await this.repo.siblingNameExists(v.orgId, folder.section, v.userId, folder.parentId, name, folder.id)) throw nameExists();
    const updated = await this.repo.updateFolder(folderId, { name, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'media.folder.rename',
      objectType: 'media_folder',
      objectId: folderId,
      details: { from: folder.name, to: name },
      ip: meta.ip,
    });
    return presentFolder(updated, 0);
  }

  async move(auth: AuthContext, folderId: number, parentId: number | null, meta: RequestMeta) {
    const v = await viewerOf(this.orgs, auth);
    const folder = await this.visible(v, folderId);
    if (parentId !== null) {
      const parent = await this.visible(v, parentId);
      if (parent.section !== folder.section) throw invalidMove();
      // Never into itself or one of its descendants.
      if ((await this.repo.subtree(folder.id)).includes(parent.id)) throw invalidMove();
    }
    if (await this.repo.siblingNameExists(v.orgId, folder.section, v.userId, parentId, folder.name, folder.id)) throw nameExists();
    await this.repo.updateFolder(folderId, { parentId, updatedAt: this.ctx.now() });
    await this.ctx.audit.byCaller(auth, {
      action: 'media.folder.move',
      objectType: 'media_folder',
      objectId: folderId,
      details: { from: folder.parentId, to: parentId },
      ip: meta.ip,
    });
    return { moved: 1 };
  }

  async remove(auth: AuthContext, folderId: number, withContents: boolean, meta: RequestMeta) {
    const v = await viewerOf(this.orgs, auth);
    const folder = await this.visible(v, folderId);
    const tree = await this.repo.subtree(folder.id);
    const contents = await this.repo.inFolders(tree);
    if (!withContents && (tree.length > 1 || contents.length > 0)) throw new AppError(409, 'FOLDER_NOT_EMPTY');
    for (const m of contents) {
      // A 'my' folder holds only its owner's items; a shared one may hold items others may not delete.
      const refusal = editRefusal(m, v.userId);
      if (refusal) throw new AppError(refusal === 'MEDIA_LOCKED' ? 409 : 403, refusal);
    }
    // Deleting a folder with its contents is already confirmed; only published use refuses it.
    refuseIfPublished(await this.removal.usageOf(v, contents));
    await this.removal.deleteRows(contents);
    await this.repo.removeFolder(folder.id);
    await this.ctx.audit.byCaller(auth, {
      action: 'media.folder.remove',
      objectType: 'media_folder',
      objectId: folderId,
      details: { name: folder.name, withContents, mediaIds: contents.map((m) => m.id) },
      ip: meta.ip,
    });
    return { removed: contents.length };
  }
}
