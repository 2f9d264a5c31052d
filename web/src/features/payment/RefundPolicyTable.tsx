import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REFUND_POLICY } from '@marketplace/schema/rules';
import './i18n';

/** The refund policy table (schema/rules/refund-policy.ts), the same rows the server applies. */
export function RefundPolicyTable() {
  const { t } = useTranslation('payment');
  return (
    <>
      <Title order={2} fz="h4">
        {t('policy.title')}
      </Title>
      <Table withTableBorder striped data-testid="refund-policy-table">
        <Table.Caption>{t('policy.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('policy.when')}</Table.Th>
            <Table.Th scope="col">{t('policy.refund')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {REFUND_POLICY.map((row) => (
            <Table.Tr key={row.rule}>
              <Table.Td>{t(`policy.rows.${row.rule}`)}</Table.Td>
              <Table.Td>{row.percent > 0 ? t('policy.percent', { percent: row.percent }) : t('policy.none')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
