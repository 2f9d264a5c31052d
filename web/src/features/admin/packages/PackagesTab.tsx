import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Badge, Button, Card, Group, Image, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminPackagesQuery } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatMoney } from '../../../app/format';
import { formatDuration } from '../../../app/duration';
import { AdminList } from '../kit';
import { PackageFormModal } from './PackageFormModal';
import { ConfirmDialog } from '../ConfirmDialog';
import { useReference } from '../../marketplace/reference';

export const AdminPackagesDocument = graphql(`
  query AdminPackages {
    packages(page: { limit: 100 }) {
      items {
        id
        name
        description
        destination
        price
        durationDays
        durationNights
        includes
        image
        popular
        virtualAvailable
        pricePerPerson
      }
      pageInfo {
        totalCount
      }
    }
  }
`);
const TogglePopularDocument = graphql(`
  mutation AdminTogglePopular($id: ID!, $popular: Boolean!) {
    updatePackage(id: $id, input: { popular: $popular }) {
      id
      popular
    }
  }
`);
const DeletePackageDocument = graphql(`
  mutation AdminDeletePackage($id: ID!) {
    deletePackage(id: $id)
  }
`);

type Pkg = AdminPackagesQuery['packages']['items'][number];

export function PackagesTab() {
  const { t, i18n } = useTranslation('admin');
  const { label } = useReference();
  const { data, loading, error, refetch } = useQuery(AdminPackagesDocument);
  const [editing, setEditing] = useState<Pkg | 'new' | null>(null);
  const [togglePopular] = useMutation(TogglePopularDocument);
  const [remove] = useMutation(DeletePackageDocument, { refetchQueries: [AdminPackagesDocument] });
  const known = (data?.packages.items ?? []).flatMap((p) => p.includes);

  const [deleting, setDeleting] = useState<Pkg | null>(null);
  const onDelete = (p: Pkg) =>
    remove({ variables: { id: p.id } })
      .then(() => notifications.show({ color: 'green', message: t('packages.deleted') }))
      .catch((e) => notifications.show({ color: 'red', title: t('packages.deleteFailed'), message: errorMessage(e, t) }));

  async function onPopular(p: Pkg, popular: boolean) {
    try {
      await togglePopular({ variables: { id: p.id, popular } });
    } catch (e) {
      notifications.show({ color: 'red', title: t('packages.saveFailed'), message: errorMessage(e, t) });
    }
  }

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')} data-testid="package-add">
          {t('packages.add')}
        </Button>
      </Group>
      <AdminList<Pkg>
        testId="packages"
        items={data?.packages.items}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        cardColumns={{ base: 1, sm: 2, lg: 3 }}
        card={(p) => (
          <Card withBorder radius="md" padding="md">
            {p.image && (
              <Card.Section>
                <Image src={p.image} alt="" h={140} fit="cover" />
              </Card.Section>
            )}
            <Stack gap={4} mt="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} data-user-content>
                  {p.name}
                </Text>
                {p.popular && (
                  <Badge color="orange" style={{ flexShrink: 0 }}>
                    {t('packages.popularBadge')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lineClamp={2} data-user-content>
                {p.description}
              </Text>
              <Text size="sm">
                {label(p.destination)} · {formatDuration(p.durationDays, p.durationNights, i18n.language)}
              </Text>
              <Text fw={700}>{formatMoney(p.price, i18n.language)}</Text>
              <Switch
                label={t('packages.popular')}
                checked={p.popular}
                onChange={(e) => void onPopular(p, e.currentTarget.checked)}
              />
              <Group gap="xs" mt="xs">
                <Button size="xs" variant="light" onClick={() => setEditing(p)}>
                  {t('form.edit')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setDeleting(p)}>
                  {t('form.delete')}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
        loadFailed={t('packages.loadFailed')}
        empty={t('packages.empty')}
      />
      {deleting && (
        <ConfirmDialog
          title={t('packages.delete')}
          message={t('packages.confirmDelete')}
          confirmLabel={t('form.delete')}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      {editing && <PackageFormModal pkg={editing === 'new' ? null : editing} known={known} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
