import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { WELCOME_TEXTS } from '../welcome-steps.ts';

/** An e-mail address with a button that copies it (spec 3 §2.4); the result is announced politely. */
export function CopyableEmail({ email }: { email: string }) {
  const { i18n } = useLingui();
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(email);
      setResult('copied');
    } catch {
      setResult('failed');
    }
  };
  return (
    <div className="flex flex-col items-center gap-2">
      <a href={`mailto:${email}`} className="font-medium underline">
        {email}
      </a>
      <Button type="button" variant="outline" size="sm" allowInReadOnly onClick={() => void copy()}>
        {i18n._(WELCOME_TEXTS.copyEmail)}
      </Button>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {result === 'copied' ? i18n._(WELCOME_TEXTS.copied) : result === 'failed' ? i18n._(WELCOME_TEXTS.copyFailed) : ''}
      </p>
    </div>
  );
}
