import { fontFamily, type TextElement } from '@signage/slides/model';
import { sanitizeHtml } from '@signage/slides/render';
import { useEffect, useRef } from 'react';

/** In-place text editing: a contentEditable box styled like the rendered text; saved (sanitized) on blur. */
export function TextEditor({ el, k, onDone }: { el: TextElement; k: number; onDone: (html: string | null) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.innerHTML = sanitizeHtml(el.html);
    node.focus();
    const range = document.createRange();
    range.selectNodeContents(node);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
  }, [el.html]);
  function finish() {
    if (done.current) return;
    done.current = true;
    onDone(sanitizeHtml(ref.current?.innerHTML ?? ''));
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: rich text needs contentEditable, a textarea cannot hold the sanitized markup
    <div
      ref={ref}
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-multiline="true"
      tabIndex={0}
      data-testid="text-editor"
      onPointerDown={(e) => e.stopPropagation()}
      onBlur={finish}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape') finish();
      }}
      onPaste={(e) => {
        // Plain text only: pasted markup would leave the sanitized subset.
        e.preventDefault();
        document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
      }}
      style={{
        position: 'absolute',
        left: el.x * k,
        top: el.y * k,
        width: el.width,
        minHeight: el.height,
        transform: `rotate(${el.rotation}deg) scale(${k})`,
        transformOrigin: '0 0',
        fontFamily: fontFamily(el.fontId),
        fontSize: el.fontSize,
        color: el.color,
        textAlign: el.align,
        lineHeight: el.lineSpacing,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
        outline: '2px solid #2E96F4',
        background: el.background ?? 'transparent',
        cursor: 'text',
      }}
    />
  );
}
