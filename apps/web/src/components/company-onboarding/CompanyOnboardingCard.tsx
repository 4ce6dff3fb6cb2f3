import type { EmployerOnboardingSummary } from '@app/domain';
import { useLingui } from '@lingui/react';
import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { cn } from '@/lib/utils.ts';
import { companyOnboardingTexts } from './company-onboarding-texts.ts';

/**
 * The company's own employer onboarding on Home (`home`: where it stands, done or not) and on Action Items
 * (`actions`: an item to finish it, gone once it is complete). The link resumes the wizard at its step; a team VIEWER
 * gets a read-only look and the reason instead of a call to act.
 */
export function CompanyOnboardingCard({
  summary,
  canEdit,
  variant,
}: {
  summary: EmployerOnboardingSummary;
  canEdit: boolean;
  variant: 'home' | 'actions';
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const complete = summary.status === 'complete';
  if (complete && variant === 'actions') return null;
  const texts = companyOnboardingTexts(i18n, summary, { canEdit });
  const item =
    variant === 'actions' ? i18n._({ id: 'companyOnboarding.finish', message: 'Finish your company onboarding' }) : null;

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{texts.title}</CardTitle>
        {variant === 'home' && (
          <CardDescription className={cn('flex items-center gap-1.5', complete && 'text-foreground')}>
            {complete && <CheckCircle2 className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />}
            {texts.status}
          </CardDescription>
        )}
      </CardHeader>
      {!complete && (
        <CardContent className="flex flex-col gap-3">
          <div className="flex items-start gap-3">
            {item && <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
            <div className="flex min-w-0 flex-1 flex-col gap-1.5 break-words">
              {item && <span className="text-sm font-medium">{item}</span>}
              <span className="text-sm font-medium">{texts.progress}</span>
              <Progress value={summary.total ? (summary.done / summary.total) * 100 : 0} label={texts.progressLabel} />
              {texts.next && <span className="text-sm text-muted-foreground">{texts.next}</span>}
              {texts.viewOnly && <span className="text-xs text-muted-foreground">{texts.viewOnly}</span>}
            </div>
          </div>
          {texts.action && (
            <AppLink
              to={texts.action.href}
              // A VIEWER's look is a quiet button; the editor's resume the card's main one. 44 px on phones (issue 26); a
              // long translation wraps rather than pushing the page sideways at 390 px.
              className={cn(
                buttonVariants({ size: 'sm', variant: canEdit ? 'default' : 'outline' }),
                'h-auto min-h-9 self-start whitespace-normal py-2 text-left max-md:min-h-11',
              )}
            >
              {texts.action.label} <ArrowRight aria-hidden="true" />
            </AppLink>
          )}
        </CardContent>
      )}
    </Card>
  );
}
