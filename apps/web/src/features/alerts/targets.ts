import type { TargetsInput, TargetsView } from '@signage/shared';

/** The target choice of a form: every screen, or the chosen devices (by key) and groups (a group includes its sub-groups). */
export interface TargetsForm {
  all: boolean;
  deviceKeys: string[];
  groupIds: number[];
}

export const NO_TARGETS: TargetsForm = { all: false, deviceKeys: [], groupIds: [] };

/** The form of what the server answered (`TargetsView`), e.g. to edit an alert. */
export function targetsFormOf(view: TargetsView | null | undefined): TargetsForm {
  if (!view) return { ...NO_TARGETS };
  return { all: view.all, deviceKeys: view.devices.map((d) => d.deviceKey), groupIds: view.groups.map((g) => g.id) };
}

/** The request's `targets`: with "all screens" the lists are left empty. */
export function targetsInputOf(form: TargetsForm): TargetsInput {
  if (form.all) return { all: true, deviceKeys: [], groupIds: [] };
  return { all: false, deviceKeys: [...new Set(form.deviceKeys)], groupIds: [...new Set(form.groupIds)] };
}

/** At least one screen or group, or every screen (`ALERT_TARGETS_REQUIRED` otherwise). */
export function hasTargets(form: TargetsForm): boolean {
  return form.all || form.deviceKeys.length > 0 || form.groupIds.length > 0;
}

type TFn = (key: string, options?: Record<string, unknown>) => string;

/** "3 screens and 1 group", "2 groups" (what is counted is named; nothing chosen = ''). */
export function chosenCounts(form: TargetsForm, t: TFn, locale: string): string {
  const parts = [
    ...(form.deviceKeys.length ? [t('alerts.targets.screenCount', { count: form.deviceKeys.length })] : []),
    ...(form.groupIds.length ? [t('alerts.targets.groupCount', { count: form.groupIds.length })] : []),
  ];
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

/**
 * One line naming the targets: "All screens", or the first names ("Lobby, Entrance +3 more"), groups
 * first. `max` names at most; the rest are counted.
 */
export function targetsSummary(view: TargetsView | null | undefined, t: TFn, max = 2): string {
  if (!view) return t('alerts.targets.none');
  if (view.all || view.groups.some((g) => g.id === -1)) return t('alerts.targets.all');
  const names = [...view.groups.map((g) => t('alerts.targets.groupName', { name: g.name })), ...view.devices.map((d) => d.name)];
  if (names.length === 0) return t('alerts.targets.none');
  const shown = names.slice(0, max).join(', ');
  const rest = names.length - max;
  return rest > 0 ? t('alerts.targets.more', { names: shown, count: rest }) : shown;
}
