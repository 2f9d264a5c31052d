import { useEffect, useState } from 'react';
import { useQuery } from '../../app/query';
import type { RoutePrefetch } from '../../app/router';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Image,
  Center,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/LoadError';
import { Stars } from '../../components/ui/Stars';
import type { PanditProfileQuery as PanditProfileResult } from '../../__generated__/graphql';
import { formatMoney, formatNumber } from '../../app/format';
import { loadReference, useReference } from '../marketplace/reference';
import { PanditProfileQuery } from './operations';
import { NextFreeDays, useResponseTime } from './NextFreeDays';
import { VerificationBadges } from '../verification/VerificationBadges';
import { prefetchFreeDays } from '../booking/useFreeDays';
import { ProfilePrices } from './ProfilePrices';
import { ProfileReviews } from './ProfileReviews';
import { Reliability } from './Reliability';
import { ShareProfile } from './ShareProfile';
import { ceremonyPath, inLanguage } from '../ceremony/names';
import { panditSlug as slugOfPandit } from '@marketplace/schema/rules/slug';

export type PanditProfile = NonNullable<PanditProfileResult['pandit']>;

export interface PanditProfileModalProps {
  /** The pandit to show, by the slug of its address (or its id); null closes the modal. */
  panditSlug: string | null;
  /** The pandit's current slug, when the one shown is not it (a bare id, an old name): the address is written anew. */
  onSlug?: (slug: string) => void;
  onClose: () => void;
  onBook: (pandit: PanditProfile) => void;
}

const REVIEWS_STEP = 5;

/**
 * The profile's answers, asked for as a visit starts on a profile's address ('/pandits/<slug>'): the profile, then
 * its next free days, and the reference names it shows (cities, ceremonies, languages).
 */
export const prefetch: RoutePrefetch = (client, { path }) => {
  const slug = /^pandits\/([^/]+)$/.exec(path)?.[1];
  return slug
    ? Promise.all([
        client
          .query({ query: PanditProfileQuery, variables: profileVariables(decodeURIComponent(slug), REVIEWS_STEP) })
          .then(({ data }) => data?.pandit && prefetchFreeDays(client, data.pandit.id)),
        loadReference(client),
      ])
    : undefined;
};

const profileVariables = (slug: string, reviewLimit: number) => ({ slug, reviewPage: { page: 1, limit: reviewLimit } });

/** A pandit's profile: photos, bio, prices, real reviews and completed ceremonies, and a book action. */
export function PanditProfileModal({ panditSlug, onSlug, onClose, onBook }: PanditProfileModalProps) {
  const { t } = useTranslation('marketplace');
  // Open as the page loads (a profile's address): in place, not in a portal, which the server's render cannot draw
  // (decision 0085); the page then hydrates the profile the server rendered.
  const [inPlace] = useState(() => Boolean(panditSlug));
  return (
    <Modal
      withinPortal={!inPlace}
      opened={Boolean(panditSlug)}
      onClose={onClose}
      size="xl"
      title={t('profile.title')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
      data-testid="pandit-profile"
    >
      {panditSlug && <ProfileBody slug={panditSlug} onSlug={onSlug} onBook={onBook} />}
    </Modal>
  );
}

function ProfileBody({
  slug,
  onSlug,
  onBook,
}: {
  slug: string;
  onSlug?: (slug: string) => void;
  onBook: (p: PanditProfile) => void;
}) {
  const { t, i18n } = useTranslation('marketplace');
  const { label, loading: namesLoading, hi } = useReference();
  const [reviewLimit, setReviewLimit] = useState(REVIEWS_STEP);
  // Another pandit starts again at the first reviews (adjusted while rendering).
  const [shownSlug, setShownSlug] = useState(slug);
  if (shownSlug !== slug) {
    setShownSlug(slug);
    setReviewLimit(REVIEWS_STEP);
  }
  const { data, previousData, loading, error, refetch } = useQuery(PanditProfileQuery, {
    variables: profileVariables(slug, reviewLimit),
  });
  const pandit = (data ?? previousData)?.pandit;
  // A bare id or an outdated slug: the address becomes the pandit's current one (no new history entry).
  const current = data?.pandit ? slugOfPandit(data.pandit) : null;
  useEffect(() => {
    if (current && current !== slug) onSlug?.(current);
  }, [current, slug, onSlug]);
  const { t: tj } = useTranslation('journey');
  // The pandit's real median time from request to confirmation; nothing when unknown.
  const responseTime = useResponseTime(pandit?.medianResponseMinutes);

  if (error && !pandit) {
    return <LoadError title={t('profile.loadError')} error={error} onRetry={() => void refetch()} />;
  }
  // In Hindi the reference names (city, ceremonies, languages) wait for their translations: shown in English first,
  // they would change under the reader and move what follows (a layout shift).
  if ((!pandit && loading) || (hi && namesLoading))
    return (
      // A status with its name (a bare Loader is a span, where axe refuses aria-label), busy until the body shows.
      <Center role="status" aria-busy="true" aria-label={t('common:status.loading')}>
        <Loader color="orange" m="xl" />
      </Center>
    );
  if (!pandit) return <Alert color="gray">{t('profile.notFound')}</Alert>;

  const reviews = pandit.reviews;
  return (
    <Stack gap="lg" data-testid="profile-body">
      <Group align="flex-start" wrap="nowrap">
        <Avatar src={pandit.avatar ?? undefined} size={96} radius="xl" color="orange">
          {pandit.name.slice(0, 1)}
        </Avatar>
        <Stack gap={4}>
          <Title order={2} fz="h3" data-testid="profile-name" data-user-content>
            {pandit.name}
          </Title>
          <Text c="dimmed">
            <span data-user-content>{pandit.location}</span> · {label(pandit.city)}, {label(pandit.state)}
          </Text>
          <ShareProfile pandit={pandit} />
          <Group gap="xs">
            {reviews.averageRating != null ? (
              <>
                <Stars value={reviews.averageRating} size="sm" decorative />
                <Text size="sm" fw={600}>
                  {t('profile.average', { rating: reviews.averageRating.toFixed(1), count: reviews.pageInfo.totalCount })}
                </Text>
              </>
            ) : (
              <Badge color="teal" variant="light">
                {t('pandits.new')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{t('profile.experience', { count: pandit.experience })}</Text>
          <VerificationBadges verifications={pandit.verifications} />
          {responseTime && (
            <Text size="sm" c="teal.8" data-testid="profile-responds">
              {tj('profile.respondsIn', { time: responseTime })}
            </Text>
          )}
        </Stack>
      </Group>

      <NextFreeDays panditId={pandit.id} />
      <Reliability reliability={pandit.reliability} />

      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <Paper withBorder p="sm" radius="md" ta="center">
          <Text fw={700} fz="xl" data-testid="profile-ceremonies">
            {formatNumber(pandit.ceremoniesCompleted, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.ceremonies')}
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md" ta="center">
          <Text fw={700} fz="xl">
            {formatNumber(pandit.reviews.pageInfo.totalCount, i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.reviews')}
          </Text>
        </Paper>
      </SimpleGrid>

      {pandit.bio && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('profile.about')}
          </Title>
          <Text size="sm" data-user-content>
            {pandit.bio}
          </Text>
        </Stack>
      )}

      {pandit.photos.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('profile.photos')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {pandit.photos.map((src, i) => (
              <Image key={src} src={src} radius="md" h={120} alt={t('profile.photoAlt', { n: i + 1, name: pandit.name })} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('profile.specializations')}
          </Title>
          {/* Each ceremony links to its page (issue #33), with the pandit's own price for it when he set one. */}
          <Group gap={6} data-testid="profile-ceremony-links">
            {pandit.ceremonies.map(({ ceremony: c, price }) => (
              <Badge
                key={c.id}
                component={Link}
                to={ceremonyPath(c.slug)}
                variant="light"
                color="orange"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {inLanguage(c.name, i18n.language)}
                {price != null && ` · ${formatMoney(price, i18n.language)}`}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('profile.languages')}
          </Title>
          <Group gap={6}>
            {pandit.languages.map((l) => (
              <Badge key={l} variant="outline" color="gray" tt="none">
                {label(l)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </SimpleGrid>

      <ProfilePrices pandit={pandit} />

      <Button color="orange" size="md" onClick={() => onBook(pandit)} data-testid="profile-book">
        {t('profile.book')}
      </Button>

      <Divider />
      <ProfileReviews reviews={reviews} loading={loading} onMore={() => setReviewLimit((n) => Math.min(100, n + REVIEWS_STEP))} />
    </Stack>
  );
}
