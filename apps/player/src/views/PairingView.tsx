import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { lang, t } from '../i18n.ts';

/** First start: the 4-digit code, where to enter it, and a QR code of the CMS link that adds it. */
export function PairingView({ code, expiresAt, serverUrl }: { code: string; expiresAt: string; serverUrl: string }) {
  const origin = (serverUrl || location.origin).replace(/\/+$/, '');
  const link = `${origin}/devicemanagement/devices/add/${encodeURIComponent(code)}`;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { margin: 1, width: 512, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [link]);
  const expires = new Date(expiresAt);
  const expiresText = Number.isNaN(expires.getTime()) ? '' : expires.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  return (
    <main className="pairing" data-view="pairing">
      <section className="pairing-text">
        <h1>{t.pairTitle}</h1>
        <p className="pairing-label">{t.pairCode}</p>
        <p className="pairing-code" data-pairing-code={code}>
          {code}
        </p>
        <p>
          {t.pairStep1} <strong>{origin}</strong>
        </p>
        <p>{t.pairStep2}</p>
        <p className="pairing-link">{link}</p>
        {expiresText && (
          <p className="pairing-expires">
            {t.pairExpires} {expiresText}
          </p>
        )}
      </section>
      <section className="pairing-qr">{qr && <img src={qr} alt={link} width={360} height={360} />}</section>
    </main>
  );
}
