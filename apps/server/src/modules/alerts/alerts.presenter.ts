import type { AlertActivation, AlertReceipt, AlertSummary, TargetsView } from '@signage/shared';
import type { AlertActivationRow, AlertRow } from '../../db/schema/index.ts';
import { contentUrl } from '../media/media.presenter.ts';
import { deviceStatus, displayName, type LiveDevice } from '../screens/devices.presenter.ts';

/** An activation is on air while it is not closed and its end (a broadcast's) has not come. */
export const isOpen = (a: Pick<AlertActivationRow, 'endedAt' | 'endsAt'>, now: Date) =>
  a.endedAt === null && (a.endsAt === null || a.endsAt.getTime() > now.getTime());

/** A broadcast whose end passed while its row is still open: it ended by its duration. */
export const ranOut = (a: Pick<AlertActivationRow, 'endedAt' | 'endsAt'>, now: Date) =>
  a.endedAt === null && a.endsAt !== null && a.endsAt.getTime() <= now.getTime();

export function presentActivation(a: AlertActivationRow, now: Date): AlertActivation {
  const expired = ranOut(a, now);
  return {
    id: a.id,
    startedAt: a.startedAt.toISOString(),
    endsAt: a.endsAt?.toISOString() ?? null,
    endedAt: a.endedAt?.toISOString() ?? (expired ? (a.endsAt as Date).toISOString() : null),
    startedBy: { kind: a.startedByKind, name: a.startedByName },
    endedBy: a.endedByKind ? { kind: a.endedByKind, name: a.endedByName } : expired ? { kind: 'duration', name: null } : null,
  };
}

export interface AudioInfo {
  id: number;
  name: string;
  sha256: string;
}

export function presentAlert(
  row: AlertRow,
  activation: AlertActivationRow | null,
  audio: AudioInfo | null,
  targets: TargetsView,
  now: Date,
): AlertSummary {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    type: row.type,
    description: row.description,
    instructions: row.instructions,
    mode: row.mode,
    durationSeconds: row.durationSeconds,
    audio: audio ? { mediaId: audio.id, name: audio.name, url: contentUrl(audio) } : null,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
    targets,
    state: activation && isOpen(activation, now) ? 'active' : 'deactivated',
    lastActivation: activation ? presentActivation(activation, now) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One targeted screen's receipt for an activation (docs/alerts.md): confirmed shown or ended, else
 * offline (the device's status is offline or inactive) or waiting (online, no answer yet).
 */
export function presentReceipt(
  d: LiveDevice & { name: string },
  receipt: { shownAt: Date | null; endedAt: Date | null } | undefined,
  now: Date,
): AlertReceipt {
  const shownAt = receipt?.shownAt?.toISOString() ?? null;
  const endedAt = receipt?.endedAt?.toISOString() ?? null;
  const status = deviceStatus(d, now);
  const state: AlertReceipt['state'] = endedAt
    ? 'ended'
    : shownAt
      ? 'shown'
      : status === 'offline' || status === 'inactive'
        ? 'offline'
        : 'waiting';
  return { deviceKey: d.deviceKey, name: displayName(d), state, shownAt, endedAt };
}
