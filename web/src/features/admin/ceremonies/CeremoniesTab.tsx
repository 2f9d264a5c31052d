import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminCeremoniesQuery } from '../../../__generated__/graphql';
import { useQuery } from '../../../app/query';
import { errorMessage } from '../../../app/errors';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { formatMinutes } from '../../ceremony/shared';
import { ceremonyPath } from '../../ceremony/names';
import { ConfirmDialog } from '../ConfirmDialog';
import { CeremonyFormModal } from './CeremonyFormModal';

/** Every field an admin edits, so the form opens with them (an update replaces them all). */
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
      description {
        en
        hi
      }
      whenDone {
        en
        hi
      }
      whoFor {
        en
        hi
      }
      durationMinutes
      steps {
        en
        hi
      }
      samagri {
        name {
          en
          hi
        }
        quantity {
          en
          hi
        }
        providedBy
      }
    }
  }
`);
const DeleteCeremonyDocument = graphql(`
  mutation AdminDeleteCeremony($id: ID!) {
    deleteCeremony(id: $id)
  }
`);

export type AdminCeremony = AdminCeremoniesQuery['ceremonies'][number];

/** The console's Ceremonies tab (issue #33): the list, add, edit, delete (refused while a pandit or booking uses it). */
export function CeremoniesTab() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const { data, loading, error, refetch } = useQuery(AdminCeremoniesDocument);
  const [editing, setEditing] = useState<AdminCeremony | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCeremony | null>(null);
  const [remove] = useMutation(DeleteCeremonyDocument, { refetchQueries: [AdminCeremoniesDocument] });
  const items = data?.ceremonies ?? [];
  // The server's refusal (CEREMONY_IN_USE) is the message: translated by errors:reason.
  const onDelete = (c: AdminCeremony) =>
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
                <Table.Th>{t('ceremonies.samagriCount')}</Table.Th>
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
                    <Text size="sm">{c.samagri.length}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(c)} data-testid="admin-ceremony-edit">
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
