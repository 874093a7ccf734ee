import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

// No window and no configureSanitizer() in this file: the sanitizer must fail closed.
describe('sanitizeHtml without a DOM', () => {
  it('turns all markup into escaped text and drops script content', () => {
    const out = sanitizeHtml('<p>a &amp; b<img src=x onerror=alert(1)><script>alert(2)</script></p><p>"c"</p>');
    expect(out).toBe('a &amp; b<br>&quot;c&quot;<br>');
    expect(out).not.toMatch(/<(?!br>)/);
  });
});
