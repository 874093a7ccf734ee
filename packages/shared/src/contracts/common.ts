import { z } from 'zod';
import { passwordProblem } from '../password.ts';

/** Success envelope: {response: T}. */
export const envelope = <T extends z.ZodType>(schema: T) => z.object({ response: schema });

/** Failure envelope (design brief section 4). */
export const errorBody = z.object({
  errorCode: z.union([z.string(), z.number().int()]),
  message: z.string(),
  fields: z.record(z.string(), z.object({ code: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Issue messages are error codes from errors.ts; the server translates them. */
export const sessionKey = z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(200);
export const email = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED' })
  .max(254, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }))
  .transform((v) => v.toLowerCase());
export const requiredText = (max = 200) =>
  z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(max, { error: 'NAME_TOO_LONG' });
export const optionalText = (max = 200) =>
  z.string({ error: 'FIELD_INVALID' }).trim().max(max, { error: 'NAME_TOO_LONG' }).optional().default('');
export const newPassword = z
  .string({ error: 'FIELD_REQUIRED' })
  .min(1, { error: 'FIELD_REQUIRED' })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** Any password as typed at login (length-capped before hashing). */
export const anyPassword = z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(1024);
