import { describe, expect, it } from 'vitest';
import { offersUnshareAll } from './unshareAll.ts';

describe('the stock tab offers "Unshare all stock media"', () => {
  it('not on an empty stock tab, nor before the listing answered', () => {
    expect(offersUnshareAll({ loaded: true, total: 0, folders: 0, narrowed: false })).toBe(false);
    expect(offersUnshareAll({ loaded: false, total: 0, folders: 0, narrowed: false })).toBe(false);
  });

  it('when stock items or folders are listed, or a filter may be hiding them', () => {
    expect(offersUnshareAll({ loaded: true, total: 3, folders: 0, narrowed: false })).toBe(true);
    expect(offersUnshareAll({ loaded: true, total: 0, folders: 1, narrowed: false })).toBe(true);
    expect(offersUnshareAll({ loaded: true, total: 0, folders: 0, narrowed: true })).toBe(true);
  });
});
