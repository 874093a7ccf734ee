/** What the organizations feature uses from licensing (the licensing page is lazy-loaded by the router). */
import './i18n/index.ts';
export { ADD_ONS, FEATURES, type FeatureKey, licensingApi } from './api.ts';
export { formFromPackage, LicenceFields, usePackages } from './LicenceFields.tsx';
export { PackageStateChip } from './PackageStateChip.tsx';
export { endOfLocalDay, type LicenceErrors, type LicenceForm, validateLicence } from './validation.ts';
