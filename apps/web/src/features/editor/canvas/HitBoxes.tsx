import type { SlideElement } from '@signage/slides/model';
import { memo, type RefObject } from 'react';

export interface BoxHandlers {
  pointerDown: (event: React.PointerEvent, el: SlideElement) => void;
  doubleClick: (el: SlideElement) => void;
}

/** Transparent hit boxes, one per visible element (memoized: a gesture frame never renders them). */
export const HitBoxes = memo(function HitBoxes({
  elements,
  k,
  selectionKey,
  generation,
  boxes,
  handlers,
}: {
  elements: readonly SlideElement[];
  k: number;
  selectionKey: string;
  generation: number;
  boxes: RefObject<Map<string, HTMLDivElement>>;
  handlers: RefObject<BoxHandlers | null>;
}) {
  const selection = selectionKey ? selectionKey.split(',') : [];
  return elements.map((el) =>
    el.hidden ? null : (
      // biome-ignore lint/a11y/noStaticElementInteractions: pointer hit box; the layers panel is the keyboard way to select
      <div
        key={`${el.id}:${generation}`}
        ref={(node) => {
          if (node) boxes.current.set(el.id, node);
          else boxes.current.delete(el.id);
        }}
        data-box-id={el.id}
        data-testid="element-box"
        data-element-kind={el.type}
        data-selected={selection.includes(el.id) ? 'true' : undefined}
        onPointerDown={(e) => handlers.current?.pointerDown(e, el)}
        onDoubleClick={() => handlers.current?.doubleClick(el)}
        style={{
          position: 'absolute',
          left: el.x * k,
          top: el.y * k,
          width: el.width * k,
          height: el.height * k,
          // No transform when unrotated: fewer paint chunks to layerize on every frame of a gesture.
          transform: el.rotation ? `rotate(${el.rotation}deg)` : undefined,
          cursor: el.locked ? 'default' : 'move',
          outline: selection.includes(el.id) && el.locked ? '2px dashed #888' : undefined,
        }}
      />
    ),
  );
});
