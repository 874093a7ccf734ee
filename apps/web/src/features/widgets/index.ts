/**
 * The editor side of widgets (docs/widgets.md): the Widgets section, each type's settings panel, and the data
 * the editor, preview and slide strip show. Importing this module registers every widget type.
 */
import './i18n/index.ts';
import '@signage/slides/widgets';
import './clock.tsx';
import './countdown.tsx';
import './news/index.ts';
import './qr-code/index.tsx';
import './spreadsheet/index.tsx';
import './video-link/index.tsx';
import './social/index.tsx';
import './weather/index.tsx';

export { EditorWidgetEnvironment, thumbnailWidgetEnvironment, useWallClock } from './environment.tsx';
export { getWidgetEditor, listWidgetEditors } from './registry.ts';
export { WidgetPicker } from './WidgetPicker.tsx';
export { WidgetProperties } from './WidgetProperties.tsx';
