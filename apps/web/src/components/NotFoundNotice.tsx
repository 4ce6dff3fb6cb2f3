import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@app/domain';
import { buttonVariants } from './ui/button.tsx';
import { AppLink } from '@/lib/navigation.tsx';

/**
 * A record that does not exist, or that the reader may not see (row-level security answers both alike): the /404
 * words and a way back, in place of the page, instead of an error. Apart from ErrorPage, which is in the first load.
 */
export function NotFoundNotice({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-lg flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">{NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">{NOT_FOUND_TEXT}</p>
      <AppLink to={backTo} className={buttonVariants()}>
        {backLabel}
      </AppLink>
    </div>
  );
}
