import { useQuery } from '@tanstack/react-query';
import { ScreenError, ScreenHeading, ScreenLoading } from '../../../ui/screens/ScreenParts';
import { profileQueryOptions } from '../api';
import { useTabLabels } from './labels';
import { ProfileForm } from './ProfileForm';

export function ProfileScreen() {
  const labels = useTabLabels();
  const profile = useQuery(profileQueryOptions());
  return (
    <>
      <ScreenHeading title={labels.profile} />
      {profile.data ? (
        <ProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <ScreenError onRetry={() => void profile.refetch()} />
      ) : (
        <ScreenLoading />
      )}
    </>
  );
}
