/** What other features use from the licences feature (the organizations feature's licence page shows `LicencePanel`). */
import './i18n/index.ts';
export { ADD_ONS, FEATURES, type FeatureKey, type LicenceUpdate, licencesApi, licencesKeys } from './api.ts';
export { formFromPackage, LicenceFields, usePackages } from './LicenceFields.tsx';
export { LicencePanel } from './LicencePanel.tsx';
export { PackageStateChip } from './PackageStateChip.tsx';
export { useLicence } from './queries.ts';
export { UsageBar } from './UsageBar.tsx';
export { endOfLocalDay, type LicenceErrors, type LicenceForm, validateLicence } from './validation.ts';
