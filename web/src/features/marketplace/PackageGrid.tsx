import { memo, useState } from 'react';
import { useQuery } from '../../app/query';
import { Anchor, Badge, Button, Card, Group, Image, List, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { findBySlug, packageSlug } from '@marketplace/schema/rules/slug';
import '../pandit-profile/pageAddressTexts';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/LoadError';
import type { HomePackagesQuery as HomePackagesResult } from '../../__generated__/graphql';
import { formatMoney } from '../../app/format';
import { formatDuration } from '../../app/duration';
import { EmptyState } from '../../components/ui/EmptyState';
import { HomePackagesQuery } from './operations';
import { useReference } from './reference';
import { useInclusions } from './inclusions';
import { LAZY_IMAGE } from '../../components/ui/lazyImage';

export type HomePackage = HomePackagesResult['packages']['items'][number];
const FIRST = 6;

/**
 * The package grid: image, Popular badge, destination, duration, price, includes, book. A package's own address
 * ('/packages/<slug>', `focus`) shows its card in a dialog over the grid.
 */
export function PackageGrid({
  onBook,
  focus = null,
  onFocusClose,
}: {
  onBook: (pkg: HomePackage) => void;
  focus?: string | null;
  onFocusClose?: () => void;
}) {
  // Open as the page loads (a package's address): in place, not in a portal, which the server's render cannot draw.
  const [inPlace] = useState(() => Boolean(focus));
  const { t } = useTranslation('marketplace');
  const { label } = useReference();
  const { label: included } = useInclusions();
  const [all, setAll] = useState(false);
  const { data, loading, error, refetch } = useQuery(HomePackagesQuery, { variables: { page: { page: 1, limit: 100 } } });

  if (error && !data) {
    return <LoadError title={t('packages.loadError')} error={error} onRetry={() => void refetch()} testId="packages-error" />;
  }
  if (loading && !data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={320} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const items = data?.packages.items ?? [];
  const focused = focus ? findBySlug(focus, items, packageSlug) : null;
  const dialog = focus && (
    <Modal
      opened
      withinPortal={!inPlace}
      onClose={() => onFocusClose?.()}
      size="md"
      title={focused?.name ?? t('pageAddress:packageNotFound')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
      data-testid="package-dialog"
    >
      {focused ? (
        <PackageCard
          pkg={focused}
          onBook={(p) => {
            onFocusClose?.();
            onBook(p);
          }}
          label={label}
          included={included}
        />
      ) : (
        <Text>{t('pageAddress:packageNotFoundText')}</Text>
      )}
    </Modal>
  );
  if (!items.length)
    return (
      <>
        <EmptyState title={t('packages.empty')} />
        {dialog}
      </>
    );
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <Stack gap="md">
      {dialog}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="package-grid">
        {shown.map((p) => (
          <PackageCard key={p.id} pkg={p} onBook={onBook} label={label} included={included} />
        ))}
      </SimpleGrid>
      {items.length > FIRST && (
        <Group justify="center">
          <Button variant="light" color="orange" onClick={() => setAll((v) => !v)}>
            {all ? t('packages.showLess') : t('packages.showAll', { count: items.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface PackageCardProps {
  pkg: HomePackage;
  onBook: (pkg: HomePackage) => void;
  /** A reference name in the current language (useReference's label). */
  label: (english: string) => string;
  /** An inclusion's name in the current language (useInclusions' label). */
  included: (key: string) => string;
}

/**
 * One package card. Memoized like the pandit cards: the grid re-renders as its query and the reference data
 * settle, and Apollo hands back the same object for an unchanged package.
 */
const PackageCard = memo(function PackageCard({ pkg: p, onBook, label, included }: PackageCardProps) {
  const { t, i18n } = useTranslation('marketplace');
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`pkg-${p.id}`} data-testid="package-card">
      <Card.Section pos="relative">
        <Image
          {...LAZY_IMAGE}
          src={p.image ?? undefined}
          alt=""
          h={160}
          fallbackSrc="data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'/>"
        />
        {p.popular && (
          <Badge color="orange" pos="absolute" top={12} left={12} data-testid="package-popular">
            {t('packages.popular')}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" h="100%">
        <Title order={3} fz="lg" id={`pkg-${p.id}`} data-user-content>
          <Anchor component={Link} to={`/packages/${packageSlug(p)}`} state={{ back: '/packages' }} c="inherit" inherit>
            {p.name}
          </Anchor>
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {label(p.destination)}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            •
          </Text>
          <Text size="sm" c="dimmed">
            {formatDuration(p.durationDays, p.durationNights, i18n.language)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={3} data-user-content>
          {p.description}
        </Text>
        {p.includes.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('packages.includes')}
            </Text>
            <List size="sm" spacing={2}>
              {p.includes.slice(0, 4).map((inc) => (
                <List.Item key={inc}>{included(inc)}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="space-between" mt="auto" pt="sm">
          <Text fw={700} fz="lg" data-testid="package-price">
            {formatMoney(p.price, i18n.language)}{' '}
            <Text span fz="sm" fw={400} c="dimmed">
              {t(p.pricePerPerson ? 'packages.perPerson' : 'packages.perGroup')}
            </Text>
          </Text>
          <Button
            color="orange"
            onClick={() => onBook(p)}
            aria-label={t('packages.bookNamed', { name: p.name })}
            data-testid="book-package"
          >
            {t('packages.book')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
