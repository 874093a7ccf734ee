import { ALERT_TYPE_COLORS, type AlertType } from '@signage/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

/**
 * CAP 1.2 (OASIS Common Alerting Protocol, docs/alerts.md): the one parser of CAP messages posted to
 * a CAP integration. The XML is parsed with entity processing off (no DTD expansion: no billion laughs,
 * no external entities; a DOCTYPE or ENTITY declaration is refused outright), then checked against the
 * CAP 1.2 schema's required elements and enumerations with zod. Anything else is 400 CAP_INVALID.
 */

export const CAP_NAMESPACE = 'urn:oasis:names:tc:emergency:cap:1.2';
/** Largest CAP message accepted (the hook route's XML body limit). */
export const CAP_MAX_BYTES = 256 * 1024;

export const CAP_STATUSES = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const;
export const CAP_MSG_TYPES = ['Alert', 'Update', 'Cancel', 'Ack', 'Error'] as const;
export const CAP_SCOPES = ['Public', 'Restricted', 'Private'] as const;
export const CAP_CATEGORIES = [
  'Geo',
  'Met',
  'Safety',
  'Security',
  'Rescue',
  'Fire',
  'Health',
  'Env',
  'Transport',
  'Infra',
  'CBRNE',
  'Other',
] as const;
export const CAP_URGENCIES = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'] as const;
export const CAP_SEVERITIES = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const;
export const CAP_CERTAINTIES = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'] as const;
export type CapCategory = (typeof CAP_CATEGORIES)[number];
export type CapSeverity = (typeof CAP_SEVERITIES)[number];

export const capInvalid = () => new AppError(400, 'CAP_INVALID');

/** Elements CAP 1.2 lets repeat: always read as lists. */
const REPEATABLE = new Set([
  'info',
  'category',
  'responseType',
  'eventCode',
  'parameter',
  'resource',
  'area',
  'code',
  'polygon',
  'circle',
  'geocode',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity processing at all: DOCTYPE entities are never expanded; the five predefined entities
  // and character references are decoded below, linearly.
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  maxNestedTags: 32,
  isArray: (name) => REPEATABLE.has(name),
});

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The predefined entities and character references decoded; control characters and lone surrogates dropped. */
function decodeText(text: string): string {
  return (
    text
      .replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (whole, name: string) => {
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
          return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
        }
        return XML_ENTITIES[name] ?? whole;
      })
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
  );
}

/** Every string of the parsed tree decoded (iterative: the depth is bounded by the parser anyway). */
function decodeTree(node: unknown, depth = 0): unknown {
  if (depth > 40) throw capInvalid();
  if (typeof node === 'string') return decodeText(node);
  if (Array.isArray(node)) return node.map((n) => decodeTree(n, depth + 1));
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node))
      if (k !== '__proto__' && k !== 'constructor' && k !== 'prototype') out[k] = decodeTree(v, depth + 1);
    return out;
  }
  return node;
}

const CAP_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/;
const text = z.string().trim().min(1);
const optionalText = z.string().trim().optional();
const dateTime = z
  .string()
  .trim()
  .regex(CAP_DATE_TIME)
  .refine((v) => !Number.isNaN(Date.parse(v)));
/** identifier and sender: no spaces, commas or restricted characters (CAP 1.2, 3.2.1). */
const token = z
  .string()
  .trim()
  .regex(/^[^\s,<&]+$/);

const infoSchema = z.object({
  language: optionalText,
  category: z.array(z.enum(CAP_CATEGORIES)).min(1),
  event: text,
  responseType: z.array(z.string()).optional(),
  urgency: z.enum(CAP_URGENCIES),
  severity: z.enum(CAP_SEVERITIES),
  certainty: z.enum(CAP_CERTAINTIES),
  effective: dateTime.optional(),
  onset: dateTime.optional(),
  expires: dateTime.optional(),
  senderName: optionalText,
  headline: optionalText,
  description: optionalText,
  instruction: optionalText,
});

const alertSchema = z
  .object({
    identifier: token,
    sender: token,
    sent: dateTime,
    status: z.enum(CAP_STATUSES),
    msgType: z.enum(CAP_MSG_TYPES),
    source: optionalText,
    scope: z.enum(CAP_SCOPES),
    restriction: optionalText,
    addresses: optionalText,
    note: optionalText,
    references: optionalText,
    incidents: optionalText,
    info: z.array(infoSchema).default([]),
  })
  .superRefine((a, issue) => {
    // CAP 1.2, 3.2.1: a Restricted message names its restriction, a Private one its addresses.
    if (a.scope === 'Restricted' && !a.restriction) issue.addIssue({ code: 'custom', message: 'restriction' });
    if (a.scope === 'Private' && !a.addresses) issue.addIssue({ code: 'custom', message: 'addresses' });
  });

export interface CapReference {
  sender: string;
  identifier: string;
  sent: string;
}

export interface CapInfo {
  language: string;
  categories: CapCategory[];
  event: string;
  severity: CapSeverity;
  headline: string | null;
  description: string | null;
  instruction: string | null;
  expires: Date | null;
}

export interface CapMessage {
  identifier: string;
  sender: string;
  sent: Date;
  status: (typeof CAP_STATUSES)[number];
  msgType: (typeof CAP_MSG_TYPES)[number];
  scope: (typeof CAP_SCOPES)[number];
  /** The earlier messages an Update or Cancel names ("sender,identifier,sent" triples). */
  references: CapReference[];
  /** The info block used: the first in English (or without a language, en-US by default), else the first. */
  info: CapInfo | null;
}

function parseReferences(value: string | undefined): CapReference[] {
  if (!value) return [];
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((triple) => {
      const [sender, identifier, sent, ...rest] = triple.split(',');
      if (!sender || !identifier || !sent || rest.length || !CAP_DATE_TIME.test(sent)) throw capInvalid();
      return { sender, identifier, sent };
    });
}

const isEnglish = (language: string | undefined) => !language || /^en(-|$)/i.test(language);

/** A CAP 1.2 `<alert>` from XML text, checked; 400 CAP_INVALID for anything else. */
export function parseCap(xml: string): CapMessage {
  if (typeof xml !== 'string' || xml.length === 0 || Buffer.byteLength(xml) > CAP_MAX_BYTES) throw capInvalid();
  // CAP never needs a DTD: a DOCTYPE or ENTITY declaration (billion laughs, external entities) is refused.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw capInvalid();
  if (XMLValidator.validate(xml) !== true) throw capInvalid();
  // The root is <alert> in the CAP 1.2 namespace (with or without a prefix).
  const root = xml.match(/<(?:[A-Za-z_][\w.-]*:)?alert(?=[\s>/])[^>]*>/);
  if (!root?.[0].includes(CAP_NAMESPACE)) throw capInvalid();
  let doc: unknown;
  try {
    doc = decodeTree(parser.parse(xml));
  } catch {
    throw capInvalid();
  }
  const tops = Object.keys(doc as Record<string, unknown>).filter((k) => k !== '?xml');
  if (tops.length !== 1 || tops[0] !== 'alert') throw capInvalid();
  const parsed = alertSchema.safeParse((doc as Record<string, unknown>).alert);
  if (!parsed.success) throw capInvalid();
  const a = parsed.data;
  const chosen = a.info.find((i) => isEnglish(i.language)) ?? a.info[0];
  return {
    identifier: a.identifier,
    sender: a.sender,
    sent: new Date(a.sent),
    status: a.status,
    msgType: a.msgType,
    scope: a.scope,
    references: parseReferences(a.references),
    info: chosen
      ? {
          language: chosen.language || 'en-US',
          categories: chosen.category,
          event: chosen.event,
          severity: chosen.severity,
          headline: chosen.headline || null,
          description: chosen.description || null,
          instruction: chosen.instruction || null,
          expires: chosen.expires ? new Date(chosen.expires) : null,
        }
      : null,
  };
}

// ---- mapping (documented in docs/alerts.md) ----

/** CAP category → alert type (the first category of the info decides). */
export const CAP_CATEGORY_TYPES: Record<CapCategory, AlertType> = {
  Geo: 'environment',
  Met: 'weather',
  Safety: 'safety',
  Security: 'security',
  Rescue: 'safety',
  Fire: 'fire',
  Health: 'health',
  Env: 'environment',
  Transport: 'infrastructure',
  Infra: 'infrastructure',
  CBRNE: 'safety',
  Other: 'custom',
};

/** CAP severity → colours; Unknown keeps the type's own colours. */
export const CAP_SEVERITY_COLORS: Record<Exclude<CapSeverity, 'Unknown'>, { backgroundColor: string; textColor: string }> = {
  Extreme: { backgroundColor: '#B71C1C', textColor: '#FFFFFF' },
  Severe: { backgroundColor: '#E65100', textColor: '#FFFFFF' },
  Moderate: { backgroundColor: '#FFD600', textColor: '#000000' },
  Minor: { backgroundColor: '#01579B', textColor: '#FFFFFF' },
};

/** At most `max` characters (whole code points), with an ellipsis when cut. */
export function cut(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max
    ? value
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The alert fields of a CAP info: headline (else event) → name, category → type, severity → colours. */
export function capAlertFields(info: CapInfo) {
  const type = CAP_CATEGORY_TYPES[info.categories[0] as CapCategory];
  const colors = info.severity === 'Unknown' ? ALERT_TYPE_COLORS[type] : CAP_SEVERITY_COLORS[info.severity];
  return {
    name: cut(info.headline ?? info.event, 120),
    type,
    description: cut(info.description ?? info.headline ?? info.event, 600),
    instructions: cut(info.instruction ?? info.event, 1000),
    ...colors,
  };
}
