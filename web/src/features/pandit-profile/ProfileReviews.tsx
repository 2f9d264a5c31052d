import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/ui/Stars';
import { formatDate } from '../../app/format';
import type { PanditProfile } from './PanditProfileModal';

/** A profile's real reviews, the latest first, a few more at a time. */
export function ProfileReviews({
  reviews,
  loading,
  onMore,
}: {
  reviews: PanditProfile['reviews'];
  /** More are on their way. */
  loading: boolean;
  onMore: () => void;
}) {
  const { t, i18n } = useTranslation('marketplace');
  return (
    <Stack gap="sm" data-testid="profile-reviews">
      <Title order={3} fz="md">
        {t('profile.reviews')}
      </Title>
      {reviews.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="profile-no-reviews">
          {t('profile.noReviews')}
        </Text>
      ) : (
        reviews.items.map((r) => (
          <Paper key={r.id} withBorder p="sm" radius="md" data-testid="profile-review">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Avatar src={r.userAvatar ?? undefined} size="sm" radius="xl" color="orange">
                  {r.userName.slice(0, 1)}
                </Avatar>
                <Text size="sm" fw={600} data-user-content>
                  {r.userName}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(r.createdAt, i18n.language)}
              </Text>
            </Group>
            <Stars value={r.rating} size="xs" my={4} />
            {r.comment && (
              <Text size="sm" data-user-content>
                {r.comment}
              </Text>
            )}
          </Paper>
        ))
      )}
      {reviews.pageInfo.hasNextPage && (
        <Button variant="subtle" color="orange" loading={loading} onClick={onMore}>
          {t('profile.moreReviews')}
        </Button>
      )}
    </Stack>
  );
}
