import { buttonVariants } from './ui/button.tsx';
import { AppLink } from '../lib/navigation.tsx';
import { paths } from '../lib/paths.ts';

/** Unmatched paths (and /404): spec 1 §2 and §8. */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const Container = standalone ? 'main' : 'div';
  return (
    <Container className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">Sorry, something went wrong.</h1>
      <p className="text-muted-foreground">Our team is already working to fix this problem.</p>
      <AppLink to={paths.home} className={buttonVariants()}>
        Go Home
      </AppLink>
    </Container>
  );
}
