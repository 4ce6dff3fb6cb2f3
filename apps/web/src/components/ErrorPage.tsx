import { useContext } from 'react';
import { useLocation } from 'react-router';
import { ErrorPageTextsContext } from './error-page-texts.ts';
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
  const texts = useContext(ErrorPageTextsContext);
  const notFound = !standalone && pathname === paths.notFound;
  const Container = standalone ? 'main' : 'div';
  return (
    <Container className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? texts.notFoundTitle : texts.failedTitle}</h1>
      <p className="text-muted-foreground">{notFound ? texts.notFoundText : texts.failedText}</p>
      <AppLink to={paths.home} className={buttonVariants()}>
        {texts.goHome}
      </AppLink>
    </Container>
  );
}
