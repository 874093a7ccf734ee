/**
 * What other features use from alerts (its pages are lazy-loaded by the router): the screen-target
 * picker and its helpers, which screen messages share.
 */
import './i18n/index.ts';
export { TargetsField } from './TargetsField.tsx';
export { hasTargets, NO_TARGETS, type TargetsForm, targetsFormOf, targetsInputOf, targetsSummary } from './targets.ts';
