import { describe, expect, it } from 'vitest';
import { capDateTime, capSample, hookExamples, shellQuote } from './hookExamples.ts';

const secret = {
  triggerUrl: 'https://signage.example.org/api/hooks/KEY/trigger',
  deactivateUrl: 'https://signage.example.org/api/hooks/KEY/deactivate',
  jsonUrl: 'https://signage.example.org/api/hooks/KEY',
};

describe('integration examples', () => {
  it('quotes for the shell, a quote included', () => {
    expect(shellQuote('plain')).toBe("'plain'");
    expect(shellQuote("Mike's alarm")).toBe(`'Mike'\\''s alarm'`);
  });

  it('gives the generic calls of docs/alerts.md', () => {
    const [trigger, deactivate, json, jsonOff] = hookExamples(secret, 'generic', "Fire drill 'A'");
    expect(trigger?.command).toBe(`curl -X POST '${secret.triggerUrl}'`);
    expect(deactivate?.command).toBe(`curl -X POST '${secret.deactivateUrl}'`);
    expect(json?.command).toBe(
      `curl -X POST -H 'Content-Type: application/json' -d '{"action":"trigger","alert":"Fire drill '\\''A'\\''"}' '${secret.jsonUrl}'`,
    );
    expect(jsonOff?.command).toContain('"action":"deactivate"');
    // Without a linked alert the JSON call acts on every linked alert.
    expect(hookExamples(secret, 'generic')[2]?.command).toContain(`-d '{"action":"trigger"}'`);
  });

  it('posts CAP XML to the JSON URL', () => {
    const calls = hookExamples(secret, 'cap');
    expect(calls.map((c) => c.key)).toEqual(['cap', 'capCancel']);
    expect(calls[0]?.command).toBe(`curl -X POST -H 'Content-Type: application/xml' --data-binary @alert.xml '${secret.jsonUrl}'`);
  });

  it('writes a CAP 1.2 sample with every required element', () => {
    const xml = capSample(new Date('2025-05-03T08:02:00Z'));
    for (const element of [
      'identifier',
      'sender',
      'sent',
      'status',
      'msgType',
      'scope',
      'category',
      'event',
      'urgency',
      'severity',
      'certainty',
    ])
      expect(xml, element).toMatch(new RegExp(`<${element}>[^<]+</${element}>`));
    expect(xml).toContain('xmlns="urn:oasis:names:tc:emergency:cap:1.2"');
    expect(xml).toContain('<msgType>Alert</msgType>');
    const cancel = capSample(new Date('2025-05-03T08:02:00Z'), { msgType: 'Cancel' });
    expect(cancel).toContain('<msgType>Cancel</msgType>');
    expect(cancel).toMatch(/<references>warnings@example\.org,example-2025-0001,[^<]+<\/references>/);
  });

  it('writes CAP times with an offset and no milliseconds', () => {
    expect(capDateTime(new Date('2025-05-03T08:02:09.123Z'))).toMatch(/^2025-05-0[23]T\d{2}:\d{2}:09[+-]\d{2}:\d{2}$/);
  });
});
