/** What the layout and other features use from the organizations feature (its pages are lazy-loaded by the router). */
import './i18n/index.ts';
export { organizationsApi, organizationsKeys } from './api.ts';
export { ImpersonationBanner } from './impersonation/ImpersonationBanner.tsx';
export { useAllBelow, useChildren, useOrganization, useOrgTheme, useParentPath } from './queries.ts';
