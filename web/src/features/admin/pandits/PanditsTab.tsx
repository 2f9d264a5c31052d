import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Avatar, Badge, Button, Group, Paper, Select, Skeleton, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { searchTerm } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { AdminPanditsQuery, PanditSort, RegistrationStatus } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { useReference } from '../../marketplace/reference';
import { ConfirmDialog } from '../ConfirmDialog';
import { PanditFormModal } from './PanditFormModal';
import { AdminPagination, ActionsHeader } from '../shared';

export const AdminPanditsDocument = graphql(`
  query AdminPandits($filter: PanditFilter, $sort: PanditSort, $page: PageInput) {
    pandits(filter: $filter, sort: $sort, page: $page) {
      items {
        id
        name
        email
        phone
        whatsappNumber
        avatar
        bio
        location
        state
        city
        rating
        reviewCount
        experience
        specializations
        languages
        pricing {
          basic
          premium
          deluxe
          virtualBasic
          virtualPremium
          virtualDeluxe
        }
        virtualPoojaAvailable
        registrationStatus
        verified
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);
const SetVerifiedDocument = graphql(`
  mutation AdminSetPanditVerified($id: ID!, $verified: Boolean!) {
    setPanditVerified(id: $id, verified: $verified) {
      id
      verified
      registrationStatus
    }
  }
`);
const DeletePanditDocument = graphql(`
  mutation AdminDeletePandit($id: ID!) {
    deletePandit(id: $id)
  }
`);

export type AdminPandit = AdminPanditsQuery['pandits']['items'][number];
const PAGE_SIZE = 15;
/** The status filter's choices: every status (ALL, admins only on the server) or one of them. */
const STATUSES: Array<RegistrationStatus | 'ALL'> = ['ALL', 'APPROVED', 'PENDING', 'REJECTED'];
const SORTS: PanditSort[] = ['NAME', 'RATING', 'EXPERIENCE', 'PRICE'];

export function PanditsTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<RegistrationStatus | 'ALL'>('ALL');
  const [sort, setSort] = useState<PanditSort>('NAME');
  const [search, setSearch] = useState('');
  const [state, setState] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const [q] = useDebouncedValue(search.trim(), 300);
  const { states, hi, label } = useReference();
  const stateOptions = states.map((s) => ({ value: s.name.en, label: hi ? s.name.hi : s.name.en }));
  const cityOptions = (states.find((s) => s.name.en === state)?.cities ?? []).map((c) => ({
    value: c.name.en,
    label: hi ? c.name.hi : c.name.en,
  }));
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminPandit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPandit | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminPanditsDocument, {
    variables: {
      filter: {
        ...(status === 'ALL' ? { allStatuses: true } : { status }),
        search: searchTerm(q),
        state,
        city,
      },
      sort,
      page: { page, limit: PAGE_SIZE },
    },
    notifyOnNetworkStatusChange: true,
  });
  const [setVerified] = useMutation(SetVerifiedDocument, { refetchQueries: [AdminPanditsDocument] });
  const [remove] = useMutation(DeletePanditDocument, { refetchQueries: [AdminPanditsDocument] });
  const result = (data ?? previousData)?.pandits;
  const fail = (title: string) => (e: unknown) => notifications.show({ color: 'red', title, message: errorMessage(e, t) });

  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('pandits.search')}
          value={search}
          onChange={(e) => (setSearch(e.currentTarget.value), setPage(1))}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={t('pandits.state')}
          placeholder={t('pandits.allStates')}
          data={stateOptions}
          value={state}
          onChange={(v) => (setState(v), setCity(null), setPage(1))}
          searchable
          clearable
          w={190}
          data-testid="pandits-state-filter"
        />
        <Select
          label={t('pandits.city')}
          placeholder={t('pandits.allCities')}
          data={cityOptions}
          value={city}
          onChange={(v) => (setCity(v), setPage(1))}
          disabled={!state}
          searchable
          clearable
          w={170}
          data-testid="pandits-city-filter"
        />
        <Select
          label={t('pandits.status')}
          data={STATUSES.map((s) => ({ value: s, label: t(`pandits.statuses.${s}`) }))}
          value={status}
          onChange={(v) => v && (setStatus(v), setPage(1))}
          allowDeselect={false}
          w={150}
          data-testid="pandits-status-filter"
        />
        <Select
          label={t('pandits.sort')}
          data={SORTS.map((s) => ({ value: s, label: t(`pandits.sorts.${s}`) }))}
          value={sort}
          onChange={(v) => v && setSort(v)}
          allowDeselect={false}
          w={150}
        />
        <Button onClick={() => setEditing('new')} data-testid="pandit-add">
          {t('pandits.add')}
        </Button>
      </Group>
      {error && !result ? (
        <LoadError title={t('pandits.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : !result ? (
        <Stack aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : result.items.length === 0 ? (
        <EmptyState title={t('pandits.empty')} />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden', opacity: loading ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm" data-testid="pandits-table">
              <Table.Caption>{t('pandits.showing', { count: result.pageInfo.totalCount })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pandits.name')}</Table.Th>
                  <Table.Th>{t('pandits.location')}</Table.Th>
                  <Table.Th>{t('pandits.rating')}</Table.Th>
                  <Table.Th>{t('pandits.experience')}</Table.Th>
                  <Table.Th>{t('pandits.status')}</Table.Th>
                  <Table.Th>{t('pandits.verified')}</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Avatar src={p.avatar} size="sm" radius="xl" />
                        <Text size="sm" data-user-content>
                          {p.name}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{[p.city, p.state].filter(Boolean).map(label).join(', ')}</Table.Td>
                    <Table.Td>{t('overview.ratingLine', { rating: p.rating.toFixed(1), count: p.reviewCount })}</Table.Td>
                    <Table.Td>{t('pandits.years', { count: p.experience })}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t(`pandits.statuses.${p.registrationStatus}`)}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={p.verified}
                        label={t(p.verified ? 'pandits.verifiedOn' : 'pandits.verifiedOff')}
                        aria-description={p.name}
                        data-testid="pandit-verified"
                        onChange={(e) =>
                          void setVerified({ variables: { id: p.id, verified: e.currentTarget.checked } }).catch(
                            fail(t('pandits.updateFailed')),
                          )
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing(p)}>
                          {t('form.edit')}
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setDeleting(p)}>
                          {t('form.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {result && result.pageInfo.totalCount > PAGE_SIZE && (
        <AdminPagination total={Math.ceil(result.pageInfo.totalCount / PAGE_SIZE)} value={page} onChange={setPage} />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('pandits.delete')}
          message={`${t('pandits.confirmDelete')} ${t('pandits.deleteEffect')}`}
          confirmLabel={t('form.delete')}
          onConfirm={() =>
            remove({ variables: { id: deleting.id } })
              .then(() => notifications.show({ color: 'green', message: t('pandits.deleted') }))
              .catch(fail(t('pandits.deleteFailed')))
          }
          onClose={() => setDeleting(null)}
        />
      )}
      {editing && <PanditFormModal pandit={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
