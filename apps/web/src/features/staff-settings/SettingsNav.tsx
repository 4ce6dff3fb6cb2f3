import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';

const PAGES = [
  { to: paths.admin.attorneyProfile, label: 'Attorney profile' },
  { to: paths.admin.formEditions, label: 'USCIS form editions' },
] as const;

/** The staff settings pages, one link each (the admin bar's Settings opens the first). */
export function SettingsNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Settings pages">
      <ul className="flex flex-wrap gap-2">
        {PAGES.map((page) => {
          const current = pathname === page.to;
          return (
            <li key={page.to}>
              <Link
                to={page.to}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-md border px-3 py-1 text-sm ${current ? 'bg-muted font-semibold' : 'hover:bg-muted'}`}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
