import { createSlide } from '@signage/slides/model';
import { describe, expect, it } from 'vitest';
import { EditorHistory } from './history.ts';

const a = createSlide();
const b = { ...a, duration: 5 };
const c = { ...b, duration: 7 };

describe('EditorHistory', () => {
  it('undoes and redoes in order', () => {
    const h = new EditorHistory();
    h.record({ kind: 'update', slideId: 1, before: a, after: b });
    h.record({ kind: 'update', slideId: 1, before: b, after: c });
    expect(h.undo()?.before).toBe(b);
    expect(h.undo()?.before).toBe(a);
    expect(h.undo()).toBeNull();
    expect(h.redo()?.after).toBe(b);
  });

  it('a new change clears redo', () => {
    const h = new EditorHistory();
    h.record({ kind: 'create', slideId: 1, before: a, after: b });
    h.undo();
    expect(h.canRedo()).toBe(true);
    h.record({ kind: 'background', slideId: 1, before: a, after: c });
    expect(h.canRedo()).toBe(false);
  });

  it('ignores no-op changes and forgets deleted slides', () => {
    const h = new EditorHistory();
    h.record({ kind: 'update', slideId: 1, before: a, after: a });
    expect(h.canUndo()).toBe(false);
    h.record({ kind: 'layer', slideId: 2, before: a, after: b });
    h.forgetSlide(2);
    expect(h.canUndo()).toBe(false);
  });
});
