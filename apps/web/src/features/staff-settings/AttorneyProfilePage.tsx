import { useEffect, useState } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { loadAttorneyProfile } from './api/attorney-profile-api.ts';
import { AttorneyProfileForm } from './AttorneyProfileForm.tsx';
import { attorneyProfileValues, type AttorneyProfileValues } from './attorney-profile-values.ts';
import { SettingsNav } from './SettingsNav.tsx';

/** Staff settings: the attorney or representative profile the G-28 and the other USCIS forms are filled with (issue 28). */
export function AttorneyProfilePage() {
  const [initial, setInitial] = useState<AttorneyProfileValues | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadAttorneyProfile(controller.signal).then(
      (profile) => setInitial(attorneyProfileValues(profile)),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('loading the attorney profile failed:', failure);
        setError(failure);
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <div className="space-y-4 p-4">
      <div>
        <p className="text-sm text-muted-foreground">Settings</p>
        <h1 className="text-2xl font-semibold">Attorney profile</h1>
        <p className="text-sm text-muted-foreground">
          Your details as attorney or accredited representative. The G-28 and the other USCIS forms you generate are filled with
          them.
        </p>
      </div>
      <SettingsNav />
      <QueryState loading={initial === null && !error} error={error} hasData={initial !== null}>
        {initial && <AttorneyProfileForm initial={initial} />}
      </QueryState>
    </div>
  );
}
