import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminCeremoniesQuery, AdminCeremonyQuery } from '../../../__generated__/graphql';
import { useQuery } from '../../../app/query';
import { errorMessage } from '../../../app/errors';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { formatMinutes } from '../../ceremony/shared';
import { ceremonyPath } from '../../ceremony/names';
import { ConfirmDialog } from '../ConfirmDialog';
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
  const items = data?.ceremonies ?? [];
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
      {error && !data ? (
        <LoadError title={t('ceremonies.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Skeleton h={240} aria-busy="true" />
      ) : items.length === 0 ? (
        <EmptyState title={t('ceremonies.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="admin-ceremonies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ceremonies.nameEn')}</Table.Th>
                <Table.Th>{t('ceremonies.nameHi')}</Table.Th>
                <Table.Th>{t('ceremonies.duration')}</Table.Th>
                <Table.Th>{t('ceremonies.slug')}</Table.Th>
                <Table.Th>{t('form.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((c) => (
                <Table.Tr key={c.id} data-testid="admin-ceremony-row" data-slug={c.slug}>
                  <Table.Td>
                    <Anchor component={Link} to={ceremonyPath(c.slug)} data-user-content>
                      {c.name.en}
                    </Anchor>
                  </Table.Td>
                  <Table.Td lang="hi">{c.name.hi}</Table.Td>
                  <Table.Td>{formatMinutes(c.durationMinutes, lang)}</Table.Td>
                  <Table.Td>
                    {/* The page's address: an identifier, the same in both languages. */}
                    <Text size="sm" ff="monospace" component="code">
                      {c.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
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
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(c)}
                        data-testid="admin-ceremony-delete"
                      >
                        {t('form.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
