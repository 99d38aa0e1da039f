import { useSuspenseQuery } from '@tanstack/react-query';
import { ScreenHeading } from '../../../ui/screens/ScreenParts';
import { profileQueryOptions } from '../api';
import { useTabLabels } from './labels';
import { ProfileForm } from './ProfileForm';

export function ProfileScreen() {
  const labels = useTabLabels();
  const profile = useSuspenseQuery(profileQueryOptions());
  return (
    <>
      <ScreenHeading title={labels.profile} />
      <ProfileForm profile={profile.data} />
    </>
  );
}
