// Dragging a menu item by its handle, with pointer events (mouse, touch and pen alike; HTML5 drag-and-drop does not
// start from a finger on most phones). The handle captures the pointer; the place under it is read from the
// rows' data-drop-list / data-drop-index attributes (upper half: before the row, lower half: after it) or from a
// list's own area (data-drop-list alone: at its end). Escape cancels. Drag is a shortcut only: every row has
// keyboard buttons for the same moves.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { canMove, type Place } from './tree';

/** Pixels the pointer must travel before a press becomes a drag (a tap on the handle moves nothing). */
const THRESHOLD = 4;

export interface RowDrag {
  /** The row being dragged (its id), while a drag is on. */
  dragging: string | null;
  /** Where it would land now. */
  over: Place | null;
  handleProps: (
    id: string,
    from: Place,
  ) => {
    onPointerDown: (e: PointerEvent<HTMLElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

function placeAt(x: number, y: number): Place | null {
  const hit = document.elementFromPoint(x, y);
  const row = hit?.closest<HTMLElement>('[data-drop-index]');
  if (row?.dataset.dropList) {
    const box = row.getBoundingClientRect();
    const index = Number(row.dataset.dropIndex) + (y > box.top + box.height / 2 ? 1 : 0);
    return { list: row.dataset.dropList, index };
  }
  const list = hit?.closest<HTMLElement>('[data-drop-list]');
  if (list?.dataset.dropList) return { list: list.dataset.dropList, index: Number(list.dataset.dropCount ?? 0) };
  return null;
}

export function useRowDrag(onDrop: (from: Place, to: Place) => void): RowDrag {
  const press = useRef<{ id: string; from: Place; x: number; y: number; started: boolean } | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<Place | null>(null);

  const stop = useCallback(() => {
    press.current = null;
    setDragging(null);
    setOver(null);
  }, []);

  useEffect(() => {
    if (!dragging) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') stop();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dragging, stop]);

  const handleProps = (id: string, from: Place) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      press.current = { id, from, x: e.clientX, y: e.clientY, started: false };
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (!p) return;
      if (!p.started) {
        if (Math.hypot(e.clientX - p.x, e.clientY - p.y) < THRESHOLD) return;
        p.started = true;
        setDragging(p.id);
      }
      const place = placeAt(e.clientX, e.clientY);
      setOver(place && canMove(p.from.list, place.list) ? place : null);
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const p = press.current;
      if (p?.started) {
        const place = placeAt(e.clientX, e.clientY);
        if (place && canMove(p.from.list, place.list)) onDrop(p.from, place);
      }
      stop();
    },
    onPointerCancel: stop,
  });

  return { dragging, over, handleProps };
}
