// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type SocialProps, socialPropsSchema } from '@signage/slides/widgets/models';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/index.ts';
import { getWidgetEditor } from '../registry.ts';

const api = vi.hoisted(() => ({ pages: vi.fn(), connect: vi.fn(), disconnect: vi.fn() }));
vi.mock('./api.ts', () => ({ socialApi: api, socialKeys: { pages: ['widgets', 'social', 'pages'] } }));
await import('./index.tsx');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const CONNECTION = '7-3f2b8c1e-6d7a-4b5c-9e0f-1a2b3c4d5e6f';
let host: HTMLDivElement;

async function mount(type: 'facebook' | 'instagram', value: Partial<SocialProps> = {}) {
  const onChange = vi.fn();
  const editor = getWidgetEditor(type);
  if (!editor) throw new Error(`${type} editor not registered`);
  const root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root.render(
      createElement(QueryClientProvider, { client }, createElement(editor.Panel, { value: socialPropsSchema.parse(value), onChange })),
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { onChange, root };
}

beforeEach(async () => {
  host = document.createElement('div');
  document.body.append(host);
  await i18n.changeLanguage('en');
  for (const fn of Object.values(api)) fn.mockReset();
});
afterEach(() => host.remove());

describe('social widgets editor', () => {
  it('registers both types with their licence flags', () => {
    expect(getWidgetEditor('facebook')?.licence).toBe('facebook');
    expect(getWidgetEditor('instagram')?.licence).toBe('instagram');
    expect(getWidgetEditor('instagram')?.initialProps?.({ language: 'sv' })).toEqual({ language: 'sv' });
  });

  it('offers to connect when nothing is connected, and opens the provider in a new tab', async () => {
    api.pages.mockResolvedValue({ connection: null });
    api.connect.mockResolvedValue({ url: 'https://www.facebook.com/v21.0/dialog/oauth?state=s' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await mount('facebook');
    const button = host.querySelector('[data-testid="social-connect"]') as HTMLButtonElement;
    expect(button.textContent).toBe('Connect a page');
    await act(async () => button.click());
    expect(open).toHaveBeenCalledWith('https://www.facebook.com/v21.0/dialog/oauth?state=s', '_blank', 'noopener');
  });

  it('says "no pages found", in the chosen language', async () => {
    api.pages.mockResolvedValue({ connection: { id: CONNECTION, pages: [] } });
    await i18n.changeLanguage('es');
    await mount('facebook');
    expect(host.querySelector('[data-testid="social-no-pages"]')?.textContent).toContain('No se encontraron páginas');
  });

  it('lists only pages with an Instagram account for the Instagram widget', async () => {
    api.pages.mockResolvedValue({
      connection: { id: CONNECTION, pages: [{ id: '1002', name: 'Quiet Page', instagram: null }] },
    });
    await mount('instagram');
    expect(host.querySelector('[data-testid="social-no-instagram"]')).not.toBeNull();
  });

  it('shows the chosen page and asks before disconnecting', async () => {
    api.pages.mockResolvedValue({
      connection: { id: CONNECTION, pages: [{ id: '1001', name: 'Corner Café', instagram: null }] },
    });
    api.disconnect.mockResolvedValue({ ok: true });
    const { onChange } = await mount('facebook', { connectionId: CONNECTION, pageId: '1001' });
    expect(host.textContent).toContain('Corner Café');
    await act(async () => (host.querySelector('[data-testid="social-disconnect"]') as HTMLButtonElement).click());
    expect(api.disconnect).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Disconnect').at(-1) as HTMLButtonElement;
    await act(async () => confirm.click());
    expect(api.disconnect).toHaveBeenCalled();
    expect(onChange).toHaveBeenCalledWith({ connectionId: '', pageId: '' });
  });
});
