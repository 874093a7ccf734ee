/** What other features use from the organizations feature. */
export { organizationsApi, organizationsKeys } from './api.ts';
export { useAllBelow, useChildren, useOrganization } from './queries.ts';
export { AddonsTab } from './tabs/AddonsTab.tsx';
export { Section } from './tabs/InfoTab.tsx';
