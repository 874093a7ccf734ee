import TableChart from '@mui/icons-material/TableChart';
import type { SpreadsheetProps } from '@signage/slides/widgets/models';
import { registerWidgetEditor } from '../registry.ts';
import './i18n/index.ts';
import { SpreadsheetPanel } from './SpreadsheetPanel.tsx';

/** The spreadsheet widget in the editor's Widgets section (no licence flag: the spec gates it behind none). */
registerWidgetEditor<SpreadsheetProps>({
  type: 'spreadsheet',
  labelKey: 'widgets.spreadsheet.name',
  descriptionKey: 'widgets.spreadsheet.description',
  icon: <TableChart />,
  Panel: SpreadsheetPanel,
});
