import { describe, expect, it } from 'vitest';
import { imageUrlAllowed, pexelsImageOrigins, stockImageOrigins, unsplashImageOrigins, withUtm } from './stock-providers.ts';

describe('stock photo image hosts', () => {
  it('allows only the service CDN with the official API, plus a fake API origin', () => {
    expect(unsplashImageOrigins('https://api.unsplash.com')).toEqual(['https://images.unsplash.com']);
    expect(pexelsImageOrigins('https://api.pexels.com')).toEqual(['https://images.pexels.com']);
    expect(unsplashImageOrigins('http://127.0.0.1:9999/unsplash')).toEqual(['https://images.unsplash.com', 'http://127.0.0.1:9999']);
    expect(stockImageOrigins({ unsplash: null, pexels: null })).toEqual([]);
  });

  it('refuses every other host, scheme, port or credentials', () => {
    const origins = ['https://images.unsplash.com'];
    expect(imageUrlAllowed('https://images.unsplash.com/photo-1?ixid=x&w=1080', origins)).toBe(true);
    for (const url of [
      'http://images.unsplash.com/photo-1',
      'https://images.unsplash.com:8443/photo-1',
      'https://images.unsplash.com.evil.example/photo-1',
      'https://evil.example/images.unsplash.com/photo-1',
      'https://user:pw@images.unsplash.com/photo-1',
      'https://169.254.169.254/latest/meta-data',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(imageUrlAllowed(url, origins), url).toBe(false);
  });

  it('adds the Unsplash referral parameters to credit links', () => {
    expect(withUtm('https://unsplash.com/@ana', 'my_app')).toBe('https://unsplash.com/@ana?utm_source=my_app&utm_medium=referral');
    expect(withUtm('https://unsplash.com/photos/x?utm_source=old', 'my_app')).toBe(
      'https://unsplash.com/photos/x?utm_source=my_app&utm_medium=referral',
    );
  });
});
