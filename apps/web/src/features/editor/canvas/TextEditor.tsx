import { fontFamily, type TextElement } from '@signage/slides/model';
import { sanitizeHtml } from '@signage/slides/render';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** In-place text editing: a contentEditable box styled like the rendered text; saved (sanitized) on blur. */
export function TextEditor({ el, k, onDone }: { el: TextElement; k: number; onDone: (html: string | null) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  // What was typed, kept for the unmount below (the node is gone by then).
  const typed = useRef<string | null>(null);
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
    onDone(sanitizeHtml(ref.current?.innerHTML ?? typed.current ?? el.html));
  }
  // Closed without a blur (the editor left the page: a narrower window, another page): the typed text
  // is kept all the same.
  const finishRef = useRef(finish);
  finishRef.current = finish;
  // (Checked a moment later: a development remount runs this cleanup without leaving.)
  const alive = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      window.setTimeout(() => {
        if (!alive.current) finishRef.current();
      }, 0);
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useSemanticElements: rich text needs contentEditable, a textarea cannot hold the sanitized markup
    <div
      ref={ref}
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-label={t('playlists.editor.textEditing')}
      aria-multiline="true"
      tabIndex={0}
      data-testid="text-editor"
      onPointerDown={(e) => e.stopPropagation()}
      onBlur={finish}
      onInput={() => {
        typed.current = ref.current?.innerHTML ?? null;
      }}
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
