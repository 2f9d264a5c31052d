import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { Stars } from '../../../components/ui/Stars';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminTestimonialsQuery } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatNumber } from '../../../app/format';
import { ConfirmDialog } from '../ConfirmDialog';
import { StatCard } from '../shared';
import { AdminList } from '../kit';
import { TestimonialFormModal } from './TestimonialFormModal';
import { useReference } from '../../marketplace/reference';

export const AdminTestimonialsDocument = graphql(`
  query AdminTestimonials {
    testimonials(limit: 100) {
      id
      name
      avatar
      location
      rating
      comment
      date
      featured
      serviceName
      panditName
      pandit {
        id
      }
    }
  }
`);
const ToggleFeaturedDocument = graphql(`
  mutation AdminToggleFeatured($id: ID!) {
    toggleTestimonialFeatured(id: $id) {
      id
      featured
    }
  }
`);
const DeleteTestimonialDocument = graphql(`
  mutation AdminDeleteTestimonial($id: ID!) {
    deleteTestimonial(id: $id)
  }
`);

export type AdminTestimonial = AdminTestimonialsQuery['testimonials'][number];

export function TestimonialsTab() {
  const { t, i18n } = useTranslation('admin');
  const { label } = useReference();
  const lang = i18n.language;
  const { data, loading, error, refetch } = useQuery(AdminTestimonialsDocument);
  const [toggle] = useMutation(ToggleFeaturedDocument);
  const [remove] = useMutation(DeleteTestimonialDocument, { refetchQueries: [AdminTestimonialsDocument] });
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const items = data?.testimonials ?? [];
  const featured = items.filter((x) => x.featured).length;
  const average = items.length ? items.reduce((n, x) => n + x.rating, 0) / items.length : null;

  const fail = (title: string) => (e: unknown) => notifications.show({ color: 'red', title, message: errorMessage(e, t) });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <SimpleGrid cols={3} style={{ flex: 1 }}>
          <StatCard label={t('testimonials.total')} value={formatNumber(items.length, lang)} />
          <StatCard label={t('testimonials.featured')} value={formatNumber(featured, lang)} />
          <StatCard label={t('testimonials.average')} value={average === null ? '—' : average.toFixed(1)} />
        </SimpleGrid>
        <Button onClick={() => setEditing('new')} data-testid="testimonial-add">
          {t('testimonials.add')}
        </Button>
      </Group>
      <AdminList<AdminTestimonial>
        testId="testimonials"
        items={data?.testimonials}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        cardColumns={{ base: 1, md: 2 }}
        card={(x) => (
          <Card withBorder radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={x.avatar} radius="xl" />
                <div>
                  <Text fw={700} data-user-content>
                    {x.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {label(x.location)} · {formatDate(x.date, lang, { month: 'long', year: 'numeric' })}
                  </Text>
                </div>
              </Group>
              {x.featured && (
                <Badge color="orange" style={{ flexShrink: 0 }}>
                  {t('testimonials.featuredBadge')}
                </Badge>
              )}
            </Group>
            <Stars value={x.rating} mt="xs" />
            <Text size="sm" mt="xs" data-user-content>
              {x.comment}
            </Text>
            {(x.serviceName || x.panditName) && (
              <Text size="xs" c="dimmed" mt={4}>
                {/* The service as the testimonial names it: a reference name translated, or a package's own name. */}
                {x.serviceName ? <span data-user-content>{label(x.serviceName)}</span> : null}
                {x.serviceName && x.panditName ? ' · ' : null}
                {x.panditName && <span data-user-content>{x.panditName}</span>}
              </Text>
            )}
            <Group mt="sm" justify="space-between">
              <Switch
                label={t('testimonials.featuredToggle')}
                checked={x.featured}
                onChange={() => void toggle({ variables: { id: x.id } }).catch(fail(t('testimonials.saveFailed')))}
              />
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => setEditing(x)}>
                  {t('form.edit')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => setDeleting(x)}>
                  {t('form.delete')}
                </Button>
              </Group>
            </Group>
          </Card>
        )}
        loadFailed={t('testimonials.loadFailed')}
        empty={t('testimonials.empty')}
        emptyHint={t('testimonials.emptyHint')}
      />
      {deleting && (
        <ConfirmDialog
          title={t('testimonials.delete')}
          message={t('testimonials.confirmDelete')}
          confirmLabel={t('form.delete')}
          onConfirm={() =>
            remove({ variables: { id: deleting.id } })
              .then(() => notifications.show({ color: 'green', message: t('testimonials.deleted') }))
              .catch(fail(t('testimonials.deleteFailed')))
          }
          onClose={() => setDeleting(null)}
        />
      )}
      {editing && <TestimonialFormModal testimonial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
