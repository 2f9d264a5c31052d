import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminCeremoniesQuery, AdminCeremonyQuery } from '../../../__generated__/graphql';
import { useQuery } from '../../../app/query';
import { errorMessage } from '../../../app/errors';
import { formatMinutes } from '../../ceremony/shared';
import { ceremonyPath } from '../../ceremony/names';
import { ConfirmDialog } from '../ConfirmDialog';
import { AdminList, type AdminColumn } from '../kit';
import { CeremonyFormModal } from './CeremonyFormModal';

/** The list: names, address and duration (the texts, steps and samagri of every ceremony would cost past the budget). */
export const AdminCeremoniesDocument = graphql(`
  query AdminCeremonies {
    ceremonies {
      id
      slug
      name {
        en
        hi
      }
      aliases
      durationMinutes
    }
  }
`);

/** Every field an admin edits, asked for when one ceremony's form opens (an update replaces them all). */
export const AdminCeremonyDocument = graphql(`
  query AdminCeremony($slug: String!) {
    ceremony(slug: $slug) {
      ...CeremonyContent
    }
  }
`);
const DeleteCeremonyDocument = graphql(`
  mutation AdminDeleteCeremony($id: ID!) {
    deleteCeremony(id: $id)
  }
`);

type ListedCeremony = AdminCeremoniesQuery['ceremonies'][number];
export type AdminCeremony = NonNullable<AdminCeremonyQuery['ceremony']>;

/** The console's Ceremonies tab (issue #33): the list, add, edit, delete (refused while a pandit or booking uses it). */
export function CeremoniesTab() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const { data, loading, error, refetch } = useQuery(AdminCeremoniesDocument);
  const client = useApolloClient();
  const [editing, setEditing] = useState<AdminCeremony | 'new' | null>(null);
  // The ceremony whose fields are being fetched for its form (its Edit button spins meanwhile).
  const [opening, setOpening] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListedCeremony | null>(null);
  const openForm = (slug: string) => {
    setOpening(slug);
    const failed = (message: string) => notifications.show({ color: 'red', title: t('ceremonies.loadFailed'), message });
    client
      .query({ query: AdminCeremonyDocument, variables: { slug }, fetchPolicy: 'network-only' })
      .then(({ data: answer }) => (answer?.ceremony ? setEditing(answer.ceremony) : failed(t('ceremonies.loadFailed'))))
      .catch((e: unknown) => failed(errorMessage(e, t)))
      .finally(() => setOpening(null));
  };
  const [remove] = useMutation(DeleteCeremonyDocument, { refetchQueries: [AdminCeremoniesDocument] });
  const columns: AdminColumn<ListedCeremony>[] = [
    {
      key: 'en',
      header: t('ceremonies.nameEn'),
      cell: (c) => (
        <Anchor component={Link} to={ceremonyPath(c.slug)} data-user-content>
          {c.name.en}
        </Anchor>
      ),
    },
    { key: 'hi', header: t('ceremonies.nameHi'), cell: (c) => <span lang="hi">{c.name.hi}</span> },
    { key: 'duration', header: t('ceremonies.duration'), cell: (c) => formatMinutes(c.durationMinutes, lang) },
    {
      key: 'slug',
      header: t('ceremonies.slug'),
      // The page's address: an identifier, the same in both languages.
      cell: (c) => (
        <Text size="sm" ff="monospace" component="code">
          {c.slug}
        </Text>
      ),
    },
  ];
  // The server's refusal (CEREMONY_IN_USE) is the message: translated by errors:reason.
  const onDelete = (c: ListedCeremony) =>
    remove({ variables: { id: c.id } })
      .then(() => notifications.show({ color: 'green', message: t('ceremonies.deleted') }))
      .catch((e) => notifications.show({ color: 'red', title: t('ceremonies.deleteFailed'), message: errorMessage(e, t) }));

  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')} data-testid="ceremony-add">
          {t('ceremonies.add')}
        </Button>
      </Group>
      <AdminList
        testId="admin-ceremonies"
        items={data?.ceremonies}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowProps={(c) => ({ 'data-testid': 'admin-ceremony-row', 'data-slug': c.slug })}
        actions={(c) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              loading={opening === c.slug}
              onClick={() => openForm(c.slug)}
              data-testid="admin-ceremony-edit"
            >
              {t('form.edit')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setDeleting(c)} data-testid="admin-ceremony-delete">
              {t('form.delete')}
            </Button>
          </Group>
        )}
        loadFailed={t('ceremonies.loadFailed')}
        empty={t('ceremonies.empty')}
        minWidth={560}
      />
      {deleting && (
        <ConfirmDialog
          title={t('ceremonies.delete')}
          message={t('ceremonies.confirmDelete', { name: lang.startsWith('hi') ? deleting.name.hi : deleting.name.en })}
          confirmLabel={t('form.delete')}
          onConfirm={() => onDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
      {editing && <CeremonyFormModal ceremony={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
