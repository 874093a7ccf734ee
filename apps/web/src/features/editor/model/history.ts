import type { SlideDocument } from '@signage/slides/model';

/** The undoable events of spec part 4 (editor rules). */
export type ChangeKind = 'create' | 'delete' | 'update' | 'multipleUpdate' | 'background' | 'layer' | 'slide';

/**
 * One undoable step: the slide document before and after. Whole-document snapshots are cheap here
 * (documents are immutable, unchanged elements are shared) and make undo exact.
 */
export interface HistoryEntry {
  kind: ChangeKind;
  /** Server id of the slide the change belongs to (undo switches to that slide). */
  slideId: number;
  before: SlideDocument;
  after: SlideDocument;
}

/** Undo and redo stacks. A new change clears redo; selection never enters here (it is session state). */
export class EditorHistory {
  private undoStack: HistoryEntry[] = [];
  private redoStack: HistoryEntry[] = [];
  constructor(private readonly limit = 200) {}

  record(entry: HistoryEntry): void {
    if (entry.before === entry.after) return;
    this.undoStack.push(entry);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
  }

  /** The entry to revert (apply its `before`), or null. */
  undo(): HistoryEntry | null {
    const entry = this.undoStack.pop() ?? null;
    if (entry) this.redoStack.push(entry);
    return entry;
  }

  /** The entry to re-apply (apply its `after`), or null. */
  redo(): HistoryEntry | null {
    const entry = this.redoStack.pop() ?? null;
    if (entry) this.undoStack.push(entry);
    return entry;
  }

  /** Drops the entries of a slide that no longer exists. */
  forgetSlide(slideId: number): void {
    this.undoStack = this.undoStack.filter((e) => e.slideId !== slideId);
    this.redoStack = this.redoStack.filter((e) => e.slideId !== slideId);
  }

  canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  sizes(): { undo: number; redo: number } {
    return { undo: this.undoStack.length, redo: this.redoStack.length };
  }
}
