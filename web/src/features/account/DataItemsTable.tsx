import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATA_ITEMS } from '@marketplace/schema/rules';
import './privacyTexts';

/**
 * The privacy notice's itemised table (issue #35): each piece of personal data we keep, why and for how long, from
 * schema/rules/privacy.ts, the module the retention job reads its periods from.
 */
export function DataItemsTable() {
  const { t, i18n } = useTranslation('privacy');
  const lang = i18n.language.startsWith('hi') ? 'hi' : 'en';
  return (
    <>
      <Title order={2} fz="h4">
        {t('notice.title')}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder striped data-testid="data-items-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('notice.group')}</Table.Th>
              <Table.Th scope="col">{t('notice.what')}</Table.Th>
              <Table.Th scope="col">{t('notice.why')}</Table.Th>
              <Table.Th scope="col">{t('notice.howLong')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DATA_ITEMS.map((item) => (
              <Table.Tr key={item.id} data-testid={`data-item-${item.id}`}>
                <Table.Td>{item.group[lang]}</Table.Td>
                <Table.Td>{item.what[lang]}</Table.Td>
                <Table.Td>{item.why[lang]}</Table.Td>
                <Table.Td>{item.howLong[lang]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
