import { AppError } from './errors.ts';

/**
 * Whether parsed JSON holds a key that could reach a prototype, at any depth: `__proto__`, or
 * `constructor` holding a `prototype` — exactly what Fastify's body parser refuses in object bodies
 * (`onProtoPoisoning` / `onConstructorPoisoning: 'error'`, secure-json-parse). Walks own keys only
 * (JSON.parse makes `__proto__` an own key) and without recursion, so no depth overflows the stack.
 */
export function hasPrototypeKey(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const own = (key: string) => Object.hasOwn(node, key);
    if (own('__proto__')) return true;
    const ctor = own('constructor') ? (node as Record<string, unknown>).constructor : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    for (const key of Object.keys(node)) stack.push((node as Record<string, unknown>)[key]);
  }
  return false;
}

/**
 * The one parse path for a request field that carries JSON as text (a schedule entry, a device key
 * list): text that is not JSON → `invalid()` (the field's own error); prototype keys anywhere → the
 * answer an object body with them gets (400 VALIDATION_FAILED), with the field named.
 */
export function parseJsonText(text: string, field: string, invalid: () => Error): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (hasPrototypeKey(value)) throw new AppError(400, 'VALIDATION_FAILED', undefined, { [field]: 'FIELD_INVALID' });
  return value;
}
