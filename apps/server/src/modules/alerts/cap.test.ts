import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { CAP_MAX_BYTES, capAlertFields, parseCap } from './cap.ts';

/** CAP 1.2 parsing and mapping (docs/alerts.md): real-looking messages, and everything that must be refused. */

// The OASIS CAP 1.2 specification's "Homeland Security Advisory System" and "Severe thunderstorm" examples, adapted.
const thunderstorm = (
  over: { status?: string; msgType?: string; expires?: string; extra?: string; info?: string } = {},
) => `<?xml version="1.0" encoding="UTF-8"?>
<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
  <identifier>KSTO1055887203</identifier>
  <sender>KSTO@NWS.NOAA.GOV</sender>
  <sent>2003-06-17T14:57:00-07:00</sent>
  <status>${over.status ?? 'Actual'}</status>
  <msgType>${over.msgType ?? 'Alert'}</msgType>
  <scope>Public</scope>
  ${over.extra ?? ''}
  ${
    over.info ??
    `<info>
    <category>Met</category>
    <event>SEVERE THUNDERSTORM</event>
    <responseType>Shelter</responseType>
    <urgency>Immediate</urgency>
    <severity>Severe</severity>
    <certainty>Observed</certainty>
    <eventCode><valueName>SAME</valueName><value>SVR</value></eventCode>
    <expires>${over.expires ?? '2003-06-17T16:00:00-07:00'}</expires>
    <senderName>NATIONAL WEATHER SERVICE SACRAMENTO CA</senderName>
    <headline>SEVERE THUNDERSTORM WARNING</headline>
    <description> AT 254 PM PDT...NATIONAL WEATHER SERVICE DOPPLER RADAR INDICATED A SEVERE THUNDERSTORM &amp; HAIL...</description>
    <instruction>TAKE COVER IN A SUBSTANTIAL SHELTER UNTIL THE STORM PASSES.</instruction>
    <contact>BARUFFALDI/JUSKIE</contact>
    <area>
      <areaDesc>EXTREME NORTHERN GLENN COUNTY</areaDesc>
      <polygon>39.47,-122.03 39.11,-122.03 39.11,-122.98 39.47,-122.03</polygon>
      <geocode><valueName>SAME</valueName><value>006021</value></geocode>
    </area>
  </info>`
  }
</alert>`;

const prefixed = `<?xml version="1.0"?>
<cap:alert xmlns:cap="urn:oasis:names:tc:emergency:cap:1.2">
  <cap:identifier>FIRE-2024-0001</cap:identifier>
  <cap:sender>panel@building.example</cap:sender>
  <cap:sent>2024-03-01T09:00:00+01:00</cap:sent>
  <cap:status>Actual</cap:status>
  <cap:msgType>Update</cap:msgType>
  <cap:scope>Restricted</cap:scope>
  <cap:restriction>Building staff</cap:restriction>
  <cap:references>panel@building.example,FIRE-2024-0000,2024-03-01T08:55:00+01:00 other@x.example,OLD-1,2024-03-01T08:00:00Z</cap:references>
  <cap:info>
    <cap:language>sv-SE</cap:language>
    <cap:category>Fire</cap:category>
    <cap:event>Brand</cap:event>
    <cap:urgency>Immediate</cap:urgency>
    <cap:severity>Extreme</cap:severity>
    <cap:certainty>Observed</cap:certainty>
    <cap:headline>Brand i byggnad A</cap:headline>
  </cap:info>
  <cap:info>
    <cap:language>en-GB</cap:language>
    <cap:category>Fire</cap:category>
    <cap:category>Safety</cap:category>
    <cap:event>Fire</cap:event>
    <cap:urgency>Immediate</cap:urgency>
    <cap:severity>Extreme</cap:severity>
    <cap:certainty>Observed</cap:certainty>
    <cap:headline><![CDATA[Fire in building A <evacuate>]]></cap:headline>
  </cap:info>
</cap:alert>`;

function refused(xml: string) {
  try {
    parseCap(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorCode).toBe('CAP_INVALID');
    expect((error as AppError).statusCode).toBe(400);
    return true;
  }
  return false;
}

describe('parseCap', () => {
  it('reads a CAP 1.2 alert: required elements, the info, entities decoded', () => {
    const msg = parseCap(thunderstorm());
    expect(msg).toMatchObject({
      identifier: 'KSTO1055887203',
      sender: 'KSTO@NWS.NOAA.GOV',
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
      references: [],
      info: {
        language: 'en-US',
        categories: ['Met'],
        event: 'SEVERE THUNDERSTORM',
        severity: 'Severe',
        headline: 'SEVERE THUNDERSTORM WARNING',
        instruction: 'TAKE COVER IN A SUBSTANTIAL SHELTER UNTIL THE STORM PASSES.',
      },
    });
    expect(msg.sent.toISOString()).toBe('2003-06-17T21:57:00.000Z');
    expect(msg.info?.expires?.toISOString()).toBe('2003-06-17T23:00:00.000Z');
    expect(msg.info?.description).toBe('AT 254 PM PDT...NATIONAL WEATHER SERVICE DOPPLER RADAR INDICATED A SEVERE THUNDERSTORM & HAIL...');
  });

  it('reads prefixed elements, references, and takes the English info among several (CDATA as written)', () => {
    const msg = parseCap(prefixed);
    expect(msg.msgType).toBe('Update');
    expect(msg.references).toEqual([
      { sender: 'panel@building.example', identifier: 'FIRE-2024-0000', sent: '2024-03-01T08:55:00+01:00' },
      { sender: 'other@x.example', identifier: 'OLD-1', sent: '2024-03-01T08:00:00Z' },
    ]);
    expect(msg.info).toMatchObject({
      language: 'en-GB',
      categories: ['Fire', 'Safety'],
      headline: 'Fire in building A <evacuate>',
      expires: null,
    });
  });

  it('accepts a message without info (a Cancel) and other statuses (the caller ignores them)', () => {
    const cancel = parseCap(
      thunderstorm({
        msgType: 'Cancel',
        status: 'Exercise',
        info: '',
        extra: '<references>KSTO@NWS.NOAA.GOV,KSTO1055887200,2003-06-17T14:00:00-07:00</references>',
      }),
    );
    expect(cancel).toMatchObject({ msgType: 'Cancel', status: 'Exercise', info: null });
    expect(cancel.references).toHaveLength(1);
  });

  it('refuses missing required elements and values outside the enumerations', () => {
    const ok = thunderstorm();
    expect(refused(ok)).toBe(false);
    for (const element of ['identifier', 'sender', 'sent', 'status', 'msgType', 'scope']) {
      const without = ok.replace(new RegExp(`<${element}>[^<]*</${element}>`), '');
      expect(without, element).not.toBe(ok);
      expect(refused(without), `without ${element}`).toBe(true);
    }
    for (const element of ['category', 'event', 'urgency', 'severity', 'certainty']) {
      const without = ok.replace(new RegExp(`<${element}>[^<]*</${element}>`), '');
      expect(refused(without), `info without ${element}`).toBe(true);
    }
    expect(refused(thunderstorm({ status: 'Real' }))).toBe(true);
    expect(refused(thunderstorm({ msgType: 'Alarm' }))).toBe(true);
    expect(refused(ok.replace('<scope>Public</scope>', '<scope>Everyone</scope>'))).toBe(true);
    expect(refused(ok.replace('<category>Met</category>', '<category>Weather</category>'))).toBe(true);
    expect(refused(ok.replace('<severity>Severe</severity>', '<severity>High</severity>'))).toBe(true);
    expect(refused(ok.replace('<urgency>Immediate</urgency>', '<urgency>Now</urgency>'))).toBe(true);
    expect(refused(ok.replace('<certainty>Observed</certainty>', '<certainty>Sure</certainty>'))).toBe(true);
    // Restricted without its restriction; a malformed date; an identifier with a space; a bad reference.
    expect(refused(ok.replace('<scope>Public</scope>', '<scope>Restricted</scope>'))).toBe(true);
    expect(refused(ok.replace('2003-06-17T14:57:00-07:00', '17 June 2003'))).toBe(true);
    expect(refused(ok.replace('KSTO1055887203', 'KSTO 1055887203'))).toBe(true);
    expect(refused(thunderstorm({ extra: '<references>only-two,parts</references>' }))).toBe(true);
    // Two identifiers, an element where text belongs.
    expect(refused(ok.replace('<identifier>', '<identifier>X</identifier><identifier>'))).toBe(true);
    expect(refused(ok.replace('<event>SEVERE THUNDERSTORM</event>', '<event><b>SEVERE</b></event>'))).toBe(true);
  });

  it('refuses what is not CAP 1.2: other namespaces and roots, broken XML, RSS, empty and oversized bodies', () => {
    expect(refused(thunderstorm().replace('cap:1.2', 'cap:1.1'))).toBe(true);
    expect(refused(thunderstorm().replace(' xmlns="urn:oasis:names:tc:emergency:cap:1.2"', ''))).toBe(true);
    expect(refused('<rss version="2.0"><channel><title>x</title></channel></rss>')).toBe(true);
    expect(refused(thunderstorm().replace('</alert>', ''))).toBe(true);
    expect(refused(`${thunderstorm()}<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2"/>`)).toBe(true);
    expect(refused('')).toBe(true);
    expect(refused('not xml at all')).toBe(true);
    expect(refused(thunderstorm({ extra: `<note>${'x'.repeat(CAP_MAX_BYTES)}</note>` }))).toBe(true);
  });

  it('refuses a billion-laughs DOCTYPE and external entities before parsing (nothing is expanded)', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
${thunderstorm().replace('<?xml version="1.0" encoding="UTF-8"?>', '').replace('SEVERE THUNDERSTORM WARNING', '&lol9;')}`;
    const started = Date.now();
    expect(refused(laughs)).toBe(true);
    expect(Date.now() - started).toBeLessThan(500);
    const xxe = `<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${thunderstorm()
      .replace('<?xml version="1.0" encoding="UTF-8"?>', '')
      .replace('SEVERE THUNDERSTORM WARNING', '&xxe;')}`;
    expect(refused(xxe)).toBe(true);
    // An undeclared entity reference stays as written (never resolved).
    const msg = parseCap(thunderstorm().replace('SEVERE THUNDERSTORM WARNING', 'Storm &unknown; warning'));
    expect(msg.info?.headline).toBe('Storm &unknown; warning');
  });
});

describe('capAlertFields', () => {
  it('maps headline, category, severity, description and instruction (cut to the alert limits)', () => {
    const storm = parseCap(thunderstorm()).info;
    expect(capAlertFields(storm as NonNullable<typeof storm>)).toEqual({
      name: 'SEVERE THUNDERSTORM WARNING',
      type: 'weather',
      description: 'AT 254 PM PDT...NATIONAL WEATHER SERVICE DOPPLER RADAR INDICATED A SEVERE THUNDERSTORM & HAIL...',
      instructions: 'TAKE COVER IN A SUBSTANTIAL SHELTER UNTIL THE STORM PASSES.',
      backgroundColor: '#E65100',
      textColor: '#FFFFFF',
    });
    const fire = parseCap(prefixed).info;
    expect(capAlertFields(fire as NonNullable<typeof fire>)).toMatchObject({
      name: 'Fire in building A <evacuate>',
      type: 'fire',
      description: 'Fire in building A <evacuate>',
      instructions: 'Fire',
      backgroundColor: '#B71C1C',
    });
    const long = parseCap(
      thunderstorm({
        info: `<info><category>Other</category><event>${'E'.repeat(300)}</event><urgency>Unknown</urgency><severity>Unknown</severity><certainty>Unknown</certainty><description>${'d'.repeat(900)}</description></info>`,
      }),
    ).info;
    const fields = capAlertFields(long as NonNullable<typeof long>);
    expect(Array.from(fields.name)).toHaveLength(120);
    expect(fields.name.endsWith('…')).toBe(true);
    expect(Array.from(fields.description)).toHaveLength(600);
    expect(fields).toMatchObject({ type: 'custom', backgroundColor: '#212121', textColor: '#FFFFFF' });
  });
});
