import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256-bit random key, URL-safe (session keys, reset and e-mail links). */
export const randomKey = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** n-digit numeric code from a CSPRNG (verification and approval codes). */
export const randomDigits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

// argon2id with the OWASP-recommended minimum (19 MiB, 2 iterations, 1 lane).
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => hash(password, ARGON);
export async function verifyPassword(hashValue: string | null, password: string): Promise<boolean> {
  if (!hashValue) {
    // Same work for unknown users, so timing does not reveal which e-mails exist.
    await hash(password, ARGON);
    return false;
  }
  try {
    return await verify(hashValue, password);
  } catch {
    return false;
  }
}
