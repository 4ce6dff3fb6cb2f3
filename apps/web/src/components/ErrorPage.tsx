import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@app/domain';
import { useLocation } from 'react-router';
import { buttonVariants } from './ui/button.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';

/**
 * Unmatched paths: spec 1 §2 and §8. /404 itself, where a customer who opens an admin page is sent, says
 * the page was not found instead of promising that the team is fixing a problem there is not (issue 26).
 * A page that crashed (`standalone`, from the route error boundary) always shows the spec's words.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { pathname } = useLocation();
  const notFound = !standalone && pathname === paths.notFound;
  const Container = standalone ? 'main' : 'div';
  return (
    <Container className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? NOT_FOUND_TITLE : 'Sorry, something went wrong.'}</h1>
      <p className="text-muted-foreground">{notFound ? NOT_FOUND_TEXT : 'Our team is already working to fix this problem.'}</p>
      <AppLink to={paths.home} className={buttonVariants()}>
        Go Home
      </AppLink>
    </Container>
  );
}
