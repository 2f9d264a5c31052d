import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PanditCardFieldsFragment } from '../../__generated__/graphql';
import { formatDate, formatMoney, formatNumber } from '../../app/format';
import { useReference } from './reference';
import { matchedFirst } from './matchedFirst';
import { LAZY_IMAGE } from '../../components/ui/lazyImage';
import { ceremonyPath, inLanguage } from '../ceremony/names';

export interface PanditCardProps {
  pandit: PanditCardFieldsFragment;
  onView: (pandit: PanditCardFieldsFragment) => void;
  onBook: (pandit: PanditCardFieldsFragment) => void;
  /** The search term: the specializations it matches are shown first. */
  search?: string | null;
}

const STARS = '\u2605\u2605\u2605\u2605\u2605';

/**
 * The rating as five stars filled to the tenth, decorative (the group's label and the figure beside it say it):
 * two lines of text instead of Mantine's Rating, which would ride in the first visit's JavaScript for this alone.
 */
function Stars({ value }: { value: number }) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span
      aria-hidden
      style={{ position: 'relative', display: 'inline-block', lineHeight: 1, fontSize: 14, color: 'var(--mantine-color-gray-3)' }}
    >
      {STARS}
      <span
        style={{
          position: 'absolute',
          inset: 0,
          width: filled,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          color: 'var(--mantine-color-yellow-6)',
        }}
      >
        {STARS}
      </span>
    </span>
  );
}

/**
 * A pandit in the grid: photo, name, place, rating, experience, 3 specializations then '+N more', price.
 * Memoized: the grid re-renders on every step of its query (loading, the deferred answer, the rest of the page),
 * and Apollo hands back the same object for an unchanged pandit, so a card renders once per change of its own.
 */
export const PanditCard = memo(function PanditCard({ pandit, onView, onBook, search }: PanditCardProps) {
  const { t, i18n } = useTranslation('marketplace');
  const { label, ceremony } = useReference();
  // The ceremonies he performs (issue #33; English names, linked through the reference data's slugs: a card asks for
  // no ceremony objects, which would cost a page of 100 cards past the query budget), those the search names first.
  const names = pandit.specializations;
  const shown = matchedFirst(names, search, (s) => [ceremony(s)?.name.hi ?? '']).slice(0, 3);
  const more = names.length - shown.length;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      data-testid="pandit-card"
      component="article"
      aria-labelledby={`pandit-${pandit.id}`}
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <Avatar src={pandit.avatar ?? undefined} size={64} radius="xl" color="orange" imageProps={LAZY_IMAGE}>
            {pandit.name.slice(0, 1)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title
              order={3}
              fz="lg"
              id={`pandit-${pandit.id}`}
              data-testid="pandit-name"
              data-user-content
              elementtiming="pandit-card"
            >
              {pandit.name}
            </Title>
            <Text size="sm" c="dimmed" data-testid="pandit-place">
              {label(pandit.city)}, {label(pandit.state)}
            </Text>
            {pandit.distanceKm != null && (
              <Text size="sm" fw={600} c="orange.9" data-testid="pandit-distance">
                {t('pandits.away', {
                  km: pandit.distanceKm < 1 ? '<1' : formatNumber(Math.round(pandit.distanceKm), i18n.language),
                })}
              </Text>
            )}
            {pandit.reviewCount > 0 ? (
              <Group gap={6} role="group" aria-label={t('pandits.ratingLabel', { rating: pandit.rating.toFixed(1) })}>
                <Stars value={pandit.rating} />
                <Text size="sm" fw={600} data-testid="pandit-rating">
                  {pandit.rating.toFixed(1)}
                </Text>
                <Text size="xs" c="dimmed">
                  ({t('pandits.reviews', { count: pandit.reviewCount })})
                </Text>
              </Group>
            ) : (
              <Badge variant="light" color="teal" w="fit-content" data-testid="pandit-rating-new">
                {t('pandits.new')}
              </Badge>
            )}
          </Stack>
        </Group>
        <Text size="sm">{t('pandits.experience', { count: pandit.experience })}</Text>
        <Group gap={6}>
          {shown.map((s) => {
            const c = ceremony(s);
            return c ? (
              <Badge
                key={s}
                component={Link}
                to={ceremonyPath(c.slug)}
                variant="light"
                color="orange"
                tt="none"
                style={{ cursor: 'pointer' }}
              >
                {inLanguage(c.name, i18n.language)}
              </Badge>
            ) : (
              <Badge key={s} variant="light" color="orange" tt="none">
                {label(s)}
              </Badge>
            );
          })}
          {more > 0 && (
            <Badge variant="outline" color="gray" tt="none" data-testid="pandit-more">
              {t('pandits.more', { count: more })}
            </Badge>
          )}
        </Group>
        {pandit.idVerifiedAt && (
          // What was checked and when, compactly: the profile lists every badge with its date (VerificationBadges).
          <Badge
            variant="light"
            color="green"
            tt="none"
            w="fit-content"
            title={t('pandits.idVerifiedOn', { date: formatDate(pandit.idVerifiedAt, i18n.language) })}
            data-testid="pandit-id-verified"
          >
            ✓ {t('pandits.idVerified')}
          </Badge>
        )}
        {pandit.virtualPoojaAvailable && (
          <Badge variant="dot" color="blue" tt="none" w="fit-content" data-testid="pandit-virtual">
            {t('pandits.virtual')}
          </Badge>
        )}
        <Group justify="space-between" align="flex-end" mt="auto" wrap="nowrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('pandits.startingAt')}
            </Text>
            <Text fw={700} fz="lg" data-testid="pandit-price">
              {formatMoney(pandit.pricing.basic, i18n.language)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="sm"
              onClick={() => onView(pandit)}
              aria-label={t('pandits.profileNamed', { name: pandit.name })}
              data-testid="view-profile"
            >
              {t('pandits.viewProfile')}
            </Button>
            <Button
              size="sm"
              color="orange"
              onClick={() => onBook(pandit)}
              aria-label={t('pandits.bookNamed', { name: pandit.name })}
              data-testid="book-pandit"
            >
              {t('pandits.book')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
});
