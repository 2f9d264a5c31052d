import { useOrigin } from '../../app/serverOrigin';
import { useEffect, useState } from 'react';
import { useQuery } from '../../app/query';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  Group,
  List,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { compressToEncodedURIComponent } from 'lz-string';
import { API_KEY_HEADER, API_KEY_PREFIX, HTTP_STATUS, MIN_REQUEST_COST, type ErrorCode } from '@marketplace/schema/rules';
import { graphql } from '../../__generated__';
import { registerNamespace } from '../../app/i18n';
import { formatNumber } from '../../app/format';
import { useSiteConfig } from '../../app/siteConfig';
import { LoadError } from '../../components/ui/LoadError';
import enDevelopers from '../../locales/en/developers.json';
import hiDevelopers from '../../locales/hi/developers.json';
import exampleClient from './example-client.ts?raw';
import { Snippet, Section } from './DevelopersParts';
registerNamespace('developers', { en: enDevelopers, hi: hiDevelopers });

/** The numbers this server enforces (schema/rules/partner.ts, or the operator's COST_BUDGET_*). */
const ApiLimitsDocument = graphql(`
  query DevelopersApiLimits {
    apiLimits {
      maxQueryCost
      defaultPageSize
      visitor {
        limit
        restoreRate
      }
      apiKey {
        limit
        restoreRate
      }
    }
  }
`);

const ERROR_CODES: ErrorCode[] = [
  'UNAUTHENTICATED',
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
];

const EXAMPLE_QUERY = `query FindPandits {
  pandits(filter: { city: "Varanasi" }, page: { limit: 12 }) {
    items { id name city rating languages pricing { basic } }
    pageInfo { totalCount hasNextPage }
  }
}`;
const PERSISTED_QUERY = '{ packages(page: { limit: 6 }) { items { id name destination price duration } } }';

/** The hash of the persisted-query example (crypto.subtle exists on HTTPS and localhost only). */
async function sha256Hex(text: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `#developers`: the partner API in English and Hindi (issue 12), with the live limits and runnable examples. */
export function DevelopersPage() {
  const { t, i18n } = useTranslation('developers');
  const lang = i18n.language;
  const site = useSiteConfig();
  const limits = useQuery(ApiLimitsDocument);
  const [key, setKey] = useState('');
  const [hash, setHash] = useState<string | null>(null);
  useEffect(() => {
    void sha256Hex(PERSISTED_QUERY).then(setHash);
  }, []);
  const endpoint = `${useOrigin()}/graphql`;
  const shownKey = key.trim() || `${API_KEY_PREFIX}…`;

  const curl = [
    `curl -s ${endpoint} \\`,
    `  -H 'content-type: application/json' \\`,
    `  -H '${API_KEY_HEADER}: ${shownKey}' \\`,
    `  -d '${JSON.stringify({ query: EXAMPLE_QUERY.replace(/\s+/g, ' ') })}'`,
  ].join('\n');
  const getExample = [
    `curl -s -G ${endpoint} \\`,
    `  -H 'apollo-require-preflight: true' \\`,
    `  -H '${API_KEY_HEADER}: ${shownKey}' \\`,
    `  --data-urlencode 'extensions=${JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash ?? '<sha256 of the query>' } })}'`,
    `# PersistedQueryNotFound the first time: send it once with the query as well`,
    `#   --data-urlencode 'query=${PERSISTED_QUERY}'`,
  ].join('\n');
  const costExample = JSON.stringify(
    { data: { '…': '…' }, extensions: { cost: { requested: 14, remaining: 99986, limit: 100000, restoreRate: 1000 } } },
    null,
    2,
  );
  const codegenConfig = [
    `// codegen.ts`,
    `import type { CodegenConfig } from '@graphql-codegen/cli';`,
    `const config: CodegenConfig = {`,
    `  schema: '${endpoint}',`,
    `  documents: ['src/**/*.ts'],`,
    `  generates: { 'src/gql/': { preset: 'client' } },`,
    `};`,
    `export default config;`,
  ].join('\n');
  const sandboxState = compressToEncodedURIComponent(
    JSON.stringify({ document: EXAMPLE_QUERY, variables: '{}', headers: JSON.stringify({ [API_KEY_HEADER]: shownKey }) }),
  );
  const sandbox = `https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(endpoint)}&explorerURLState=${sandboxState}`;

  const data = limits.data?.apiLimits;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl" component="article" aria-labelledby="developers-title">
        <Stack gap="xs">
          <Title order={1} id="developers-title" data-testid="developers-title">
            {t('title')}
          </Title>
          <Text size="lg">{t('lead')}</Text>
          <Text size="sm" c="dimmed">
            POST/GET <Code>{endpoint}</Code>
          </Text>
        </Stack>

        <Section id="offers" title={t('offers.title')}>
          <Text>{t('offers.intro')}</Text>
          <List spacing={4}>
            <List.Item>
              <Code>pandits</Code>, <Code>pandit(id)</Code> — {t('offers.pandits')}
            </List.Item>
            <List.Item>
              <Code>freeDays(panditId, from, to)</Code> — {t('offers.freeDays')}
            </List.Item>
            <List.Item>
              <Code>packages</Code>, <Code>testimonials</Code> — {t('offers.packages')}
            </List.Item>
            <List.Item>
              <Code>referenceData</Code>, <Code>siteConfig</Code>, <Code>apiLimits</Code> — {t('offers.reference')}
            </List.Item>
          </List>
          <Alert variant="light" color="blue">
            {t('offers.private')}
          </Alert>
        </Section>

        <Section id="key" title={t('key.title')}>
          <Text>{t('key.text', { email: site?.supportEmail ?? 'support' })}</Text>
          <Text>{t('key.header')}</Text>
          <Text c="dimmed">{t('key.anonymous')}</Text>
        </Section>

        <Section id="cost" title={t('cost.title')}>
          <Text>{t('cost.intro')}</Text>
          <List spacing={4}>
            <List.Item>{t('cost.object')}</List.Item>
            <List.Item>{t('cost.list', { pageSize: data?.defaultPageSize ?? '…' })}</List.Item>
            <List.Item>{t('cost.minimum', { min: MIN_REQUEST_COST })}</List.Item>
          </List>
          <Text>{t('cost.max', { max: data ? formatNumber(data.maxQueryCost, lang) : '…' })}</Text>
          <Text>{t('cost.bucket')}</Text>
          {limits.error && !data ? (
            <LoadError title={t('cost.loadFailed')} error={limits.error} onRetry={() => void limits.refetch()} />
          ) : !data ? (
            <Stack aria-busy="true" aria-label={t('cost.loading')}>
              <Skeleton height={28} />
              <Skeleton height={28} />
            </Stack>
          ) : (
            <Table withTableBorder data-testid="developers-budgets">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('cost.caller')}</Table.Th>
                  <Table.Th>{t('cost.limit')}</Table.Th>
                  <Table.Th>{t('cost.restore')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(['visitor', 'apiKey'] as const).map((who) => (
                  <Table.Tr key={who}>
                    <Table.Td>{t(`cost.${who}`)}</Table.Td>
                    <Table.Td>{formatNumber(data[who].limit, lang)}</Table.Td>
                    <Table.Td>{formatNumber(data[who].restoreRate, lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text>{t('cost.extensions')}</Text>
          <Code block tabIndex={0}>
            {costExample}
          </Code>
        </Section>

        <Section id="errors" title={t('errors.title')}>
          <Text>{t('errors.intro')}</Text>
          <Table withTableBorder data-testid="developers-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('errors.code')}</Table.Th>
                <Table.Th>{t('errors.status')}</Table.Th>
                <Table.Th>{t('errors.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ERROR_CODES.map((code) => (
                <Table.Tr key={code}>
                  <Table.Td>
                    <Code>{code}</Code>
                  </Table.Td>
                  <Table.Td>{HTTP_STATUS[code]}</Table.Td>
                  <Table.Td>{t(`errors.${code}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>

        <Section id="caching" title={t('caching.title')}>
          <Text>{t('caching.get')}</Text>
          <Text>{t('caching.apq')}</Text>
          <Text>{t('caching.headers')}</Text>
        </Section>

        <Section id="examples" title={t('examples.title')}>
          <Snippet label={t('examples.curl')} code={curl} testId="developers-curl" />
          <Snippet label={t('examples.get')} code={getExample} />
          <Text fw={600} size="sm">
            {t('examples.ts')}
          </Text>
          <Text size="sm">{t('examples.tsIntro')}</Text>
          <Snippet label="codegen.ts" code={codegenConfig} />
          <Snippet label="client.ts" code={exampleClient} testId="developers-ts" />
        </Section>

        <Section id="explore" title={t('explore.title')}>
          <Text>{t('explore.text')}</Text>
          <TextInput
            label={t('explore.keyLabel')}
            placeholder={`${API_KEY_PREFIX}…`}
            value={key}
            onChange={(e) => setKey(e.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="developers-key"
          />
          <Group>
            <Button component="a" href={sandbox} target="_blank" rel="noopener noreferrer" data-testid="developers-sandbox">
              {t('explore.open')}
            </Button>
          </Group>
          <Text size="sm">
            {t('explore.local')}{' '}
            <Anchor href="/graphql" target="_blank" rel="noopener" underline="always">
              {endpoint}
            </Anchor>
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}
