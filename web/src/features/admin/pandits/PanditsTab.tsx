import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Avatar, Badge, Button, Group, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { searchTerm } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { AdminPanditsQuery, PanditSort } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { useReference } from '../../marketplace/reference';
import { ConfirmDialog } from '../ConfirmDialog';
import { PanditFormModal } from './PanditFormModal';
import { AdminList, REGISTRATION_STATUSES, oneOf, useListFilters, useSearchTerm, type AdminColumn } from '../kit';

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
        listed
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
      listed
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
/** The sorts an admin picks from (a subset of PanditSort: nearness and relevance need a place or a search). */
const SORTS: PanditSort[] = ['NAME', 'RATING', 'EXPERIENCE', 'PRICE'];
/** The status filter: every status (ALL, admins only on the server) or one of them. */
const FILTERS = { q: '', state: '', city: '', status: 'ALL', sort: 'NAME' };

export function PanditsTab() {
  const { t } = useTranslation('admin');
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS);
  const q = useSearchTerm(filters.q);
  const status = oneOf(REGISTRATION_STATUSES, filters.status);
  const sort = oneOf(SORTS, filters.sort) ?? 'NAME';
  const state = filters.state || null;
  const city = filters.city || null;
  const { states, hi, label } = useReference();
  const stateOptions = states.map((s) => ({ value: s.name.en, label: hi ? s.name.hi : s.name.en }));
  const cityOptions = (states.find((s) => s.name.en === state)?.cities ?? []).map((c) => ({
    value: c.name.en,
    label: hi ? c.name.hi : c.name.en,
  }));
  const [editing, setEditing] = useState<AdminPandit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPandit | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminPanditsDocument, {
    variables: {
      filter: { ...(status ? { status } : { allStatuses: true }), search: searchTerm(q), state, city },
      sort,
      page: { page, limit: PAGE_SIZE },
    },
    notifyOnNetworkStatusChange: true,
  });
  const [setVerified] = useMutation(SetVerifiedDocument, { refetchQueries: [AdminPanditsDocument] });
  const [remove] = useMutation(DeletePanditDocument, { refetchQueries: [AdminPanditsDocument] });
  const result = (data ?? previousData)?.pandits;
  const fail = (title: string) => (e: unknown) => notifications.show({ color: 'red', title, message: errorMessage(e, t) });

  const columns: AdminColumn<AdminPandit>[] = [
    {
      key: 'name',
      header: t('pandits.name'),
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Avatar src={p.avatar} size="sm" radius="xl" />
          <Text size="sm" data-user-content>
            {p.name}
          </Text>
        </Group>
      ),
    },
    { key: 'location', header: t('pandits.location'), cell: (p) => [p.city, p.state].filter(Boolean).map(label).join(', ') },
    {
      key: 'rating',
      header: t('pandits.rating'),
      cell: (p) => t('overview.ratingLine', { rating: p.rating.toFixed(1), count: p.reviewCount }),
    },
    { key: 'experience', header: t('pandits.experience'), cell: (p) => t('pandits.years', { count: p.experience }) },
    {
      key: 'status',
      header: t('pandits.status'),
      cell: (p) => <Badge variant="light">{t(`pandits.statuses.${p.registrationStatus}`)}</Badge>,
    },
    {
      key: 'verified',
      header: t('pandits.verified'),
      cell: (p) => (
        <Switch
          checked={p.listed}
          label={t(p.listed ? 'pandits.verifiedOn' : 'pandits.verifiedOff')}
          aria-description={p.name}
          data-testid="pandit-verified"
          onChange={(e) =>
            void setVerified({ variables: { id: p.id, verified: e.currentTarget.checked } }).catch(
              fail(t('pandits.updateFailed')),
            )
          }
        />
      ),
    },
  ];

  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('pandits.search')}
          value={filters.q}
          onChange={(e) => setFilters({ q: e.currentTarget.value })}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label={t('pandits.state')}
          placeholder={t('pandits.allStates')}
          data={stateOptions}
          value={state}
          onChange={(v) => setFilters({ state: v ?? '', city: '' })}
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
          onChange={(v) => setFilters({ city: v ?? '' })}
          disabled={!state}
          searchable
          clearable
          w={170}
          data-testid="pandits-city-filter"
        />
        <Select
          label={t('pandits.status')}
          data={['ALL', ...REGISTRATION_STATUSES].map((s) => ({ value: s, label: t(`pandits.statuses.${s}`) }))}
          value={status ?? 'ALL'}
          onChange={(v) => v && setFilters({ status: v })}
          allowDeselect={false}
          w={150}
          data-testid="pandits-status-filter"
        />
        <Select
          label={t('pandits.sort')}
          data={SORTS.map((s) => ({ value: s, label: t(`pandits.sorts.${s}`) }))}
          value={sort}
          onChange={(v) => v && setFilters({ sort: v })}
          allowDeselect={false}
          w={150}
        />
        <Button onClick={() => setEditing('new')} data-testid="pandit-add">
          {t('pandits.add')}
        </Button>
      </Group>
      <AdminList
        testId="pandits"
        items={result?.items}
        totalCount={result?.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        actions={(p) => (
          <Group gap={4} wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => setEditing(p)}>
              {t('form.edit')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setDeleting(p)}>
              {t('form.delete')}
            </Button>
          </Group>
        )}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loadFailed={t('pandits.loadFailed')}
        empty={t('pandits.empty')}
        minWidth={860}
        caption={result && t('pandits.showing', { count: result.pageInfo.totalCount })}
      />
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
