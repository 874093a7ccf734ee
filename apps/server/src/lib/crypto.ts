import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
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

/**
 * Secrets the server keeps and must use again (a social network's access token): AES-256-GCM with a
 * fresh 96-bit nonce, written `v1.<nonce>.<tag>.<ciphertext>` (base64url). The key is SHA-256 of the
 * server's secrets key, so any string of enough entropy serves. A tampered value fails to decrypt.
 */
export function encryptSecret(secretsKey: string, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKeyBytes(secretsKey), nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptSecret(secretsKey: string, sealed: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== 'v1' || nonce === undefined || tag === undefined || body === undefined) throw new Error('sealed secret: bad format');
  const decipher = createDecipheriv('aes-256-gcm', secretKeyBytes(secretsKey), Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

const secretKeyBytes = (secretsKey: string) => createHash('sha256').update(`signage-secrets:${secretsKey}`).digest();
