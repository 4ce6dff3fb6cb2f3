import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';

type Point = { x: number; y: number };

/** Pixels per CSS pixel in the PNG: sharp on a high-density phone, and at most 2 so the upload stays small. */
const MAX_SCALE = 2;

/** Draws the strokes (CSS pixels) on the canvas at its pixel scale. */
function renderStrokes(element: HTMLCanvasElement | null, strokes: readonly Point[][]): void {
  const context = element?.getContext('2d');
  if (!element || !context) return;
  const scale = element.width / Math.max(1, element.clientWidth);
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, element.clientWidth, element.clientHeight);
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#0d2673';
  for (const stroke of strokes) {
    if (stroke.length < 2) continue;
    context.beginPath();
    context.moveTo(stroke[0]!.x, stroke[0]!.y);
    for (const point of stroke.slice(1)) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/**
 * A box to draw a signature in with a mouse, finger or pen; `onChange` receives a PNG data URL (null when
 * cleared). Typing the name is the keyboard's way to sign, offered beside it.
 *
 * The canvas's pixels follow the box as shown: a fixed 600 × 150 canvas squeezed into a 324-pixel-wide phone box
 * gave a PNG stretched sideways by 1.85, and the signed letter showed a signature wider than the one drawn. The
 * strokes are kept in CSS pixels and drawn again when the box changes size (a phone turned), so nothing is lost.
 * A tap that draws no line is not a signature: it used to enable "Sign" with an empty picture.
 */
export function SignatureCanvas({ labelId, onChange }: { labelId: string; onChange: (png: string | null) => void }) {
  const { i18n } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const current = useRef<Point[] | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const fit = () => {
      const scale = Math.min(MAX_SCALE, Math.max(1, window.devicePixelRatio || 1));
      const width = Math.round(element.clientWidth * scale);
      const height = Math.round(element.clientHeight * scale);
      if (width === 0 || (element.width === width && element.height === height)) return;
      element.width = width;
      element.height = height;
      renderStrokes(element, strokes.current);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const finish = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    current.current = null;
    if (!stroke) return;
    if (stroke.length < 2) {
      strokes.current = strokes.current.filter((kept) => kept !== stroke);
      return;
    }
    onChange(event.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    strokes.current = [];
    renderStrokes(canvas.current, strokes.current);
    onChange(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby={labelId}
        className="h-[150px] w-full max-w-[600px] touch-none rounded-md border bg-white"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const stroke = [point(event)];
          current.current = stroke;
          strokes.current.push(stroke);
        }}
        onPointerMove={(event) => {
          if (!current.current) return;
          current.current.push(point(event));
          renderStrokes(canvas.current, strokes.current);
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <Button type="button" variant="outline" className="self-start" onClick={clear}>
        {i18n._({ id: 'signing.draw.clear', message: 'Clear the drawing' })}
      </Button>
    </div>
  );
}
