import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import { Button } from '../ui/button.tsx';

/** Shown to an admin while a workspace override is active. */
export function ViewAsBanner() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.isAdmin || !session.overridingWsId) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 border-b bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <span>
        Viewing the app as <strong>{session.user.fullName}</strong> (read-only).
      </span>
      <Button size="sm" variant="outline" allowInReadOnly onClick={() => void navigate(paths.admin.dashboard)}>
        Back to admin
      </Button>
      <Button
        size="sm"
        variant="outline"
        allowInReadOnly
        onClick={() => {
          session.setWorkspaceOverride(null);
          void navigate(paths.admin.dashboard);
        }}
      >
        Stop viewing as
      </Button>
    </div>
  );
}
