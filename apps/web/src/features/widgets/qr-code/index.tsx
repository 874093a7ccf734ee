import QrCode2 from '@mui/icons-material/QrCode2';
import type { QrCodeProps } from '@signage/slides/widgets/qr-code/model.ts';
import { registerWidgetEditor } from '../registry.ts';
import './i18n/index.ts';
import { QrCodePanel } from './QrCodePanel.tsx';

/** The QR code widget in the editor's Widgets section (licence flag and deployment flag `qrCode`). */
registerWidgetEditor<QrCodeProps>({
  type: 'qr_code',
  labelKey: 'widgets.qr_code.name',
  descriptionKey: 'widgets.qr_code.description',
  icon: <QrCode2 />,
  Panel: QrCodePanel,
  licence: 'qrCode',
});
