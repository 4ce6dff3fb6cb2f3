import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';

/**
 * A box to draw a signature in with a mouse, finger or pen; `onChange` receives a PNG data URL (null when
 * cleared). Typing the name is the keyboard's way to sign, offered beside it.
 */
export function SignatureCanvas({ labelId, onChange }: { labelId: string; onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.strokeStyle = '#0d2673';
  }, []);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * event.currentTarget.width,
      y: ((event.clientY - box.top) / box.height) * event.currentTarget.height,
    };
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    onChange(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvas}
        width={600}
        height={150}
        role="img"
        aria-labelledby={labelId}
        className="h-[150px] w-full max-w-[600px] touch-none rounded-md border bg-white"
        onPointerDown={(event) => {
          drawing.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.beginPath();
          context?.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.lineTo(x, y);
          context?.stroke();
        }}
        onPointerUp={(event) => {
          drawing.current = false;
          onChange(event.currentTarget.toDataURL('image/png'));
        }}
      />
      <Button type="button" variant="outline" className="self-start" onClick={clear}>
        Clear the drawing
      </Button>
    </div>
  );
}
