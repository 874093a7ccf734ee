import { type IntegrationProvider, type IntegrationSummary, integrationCreateBody } from '@signage/shared';
import { fallbackMessage } from '../../api/client.ts';
import { type Errors, schemaErrors, serverFieldErrors } from '../../components/validate.ts';
import type { IntegrationCreate } from './api.ts';
import { hasTargets, type TargetsForm, targetsFormOf, targetsInputOf } from './targets.ts';

/** What the integration page edits: generic integrations trigger linked alerts, CAP ones make alerts for their targets. */
export interface IntegrationForm {
  name: string;
  provider: IntegrationProvider;
  alertIds: number[];
  targets: TargetsForm;
  capFeedUrl: string;
}
export type IntegrationField = 'name' | 'provider' | 'alertIds' | 'targets' | 'capFeedUrl';
export type IntegrationErrors = Errors<IntegrationField>;

export function newIntegrationForm(): IntegrationForm {
  return { name: '', provider: 'generic', alertIds: [], targets: { all: true, deviceKeys: [], groupIds: [] }, capFeedUrl: '' };
}

export function integrationFormOf(integration: IntegrationSummary): IntegrationForm {
  return {
    name: integration.name,
    provider: integration.provider,
    alertIds: integration.alerts.map((a) => a.id),
    targets: integration.targets ? targetsFormOf(integration.targets) : newIntegrationForm().targets,
    capFeedUrl: integration.capFeedUrl ?? '',
  };
}

/** The create/update fields: linked alerts for generic; targets and the optional feed for CAP. */
export function integrationRequestOf(form: IntegrationForm): Omit<IntegrationCreate, 'organizationId'> {
  const cap = form.provider === 'cap';
  const feed = form.capFeedUrl.trim();
  return {
    name: form.name.trim(),
    provider: form.provider,
    alertIds: cap ? [] : [...new Set(form.alertIds)],
    targets: cap ? targetsInputOf(form.targets) : undefined,
    capFeedUrl: cap && feed ? feed : null,
  };
}

const PATH_FIELDS: Record<string, IntegrationField> = {
  name: 'name',
  provider: 'provider',
  alertIds: 'alertIds',
  targets: 'targets',
  capFeedUrl: 'capFeedUrl',
};
const fieldOf = (path: readonly PropertyKey[]) => PATH_FIELDS[String(path[0] ?? '')];
const CODE_FIELDS: Partial<Record<string, IntegrationField>> = {
  INTEGRATION_NAME_EXISTS: 'name',
  INTEGRATION_ALERTS_REQUIRED: 'alertIds',
  ALERT_TARGETS_REQUIRED: 'targets',
};

/** An http(s) address. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The shared contract's checks, plus: generic needs a linked alert, CAP a target; the feed is a web address. */
export function validateIntegration(form: IntegrationForm): IntegrationErrors {
  const request = integrationRequestOf(form);
  const errors = schemaErrors(integrationCreateBody, { sessionKey: '-', ...request }, fieldOf);
  if (form.provider === 'generic' && request.alertIds?.length === 0) errors.alertIds ??= fallbackMessage('INTEGRATION_ALERTS_REQUIRED');
  if (form.provider === 'cap' && !hasTargets(form.targets)) errors.targets ??= fallbackMessage('ALERT_TARGETS_REQUIRED');
  if (request.capFeedUrl && !isWebUrl(request.capFeedUrl)) errors.capFeedUrl ??= fallbackMessage('FIELD_INVALID');
  return errors;
}

export function integrationServerErrors(error: Parameters<typeof serverFieldErrors>[0]): IntegrationErrors {
  return serverFieldErrors(error, fieldOf, CODE_FIELDS);
}
