import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Highlight,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useSearchT } from '#web/features/search/i18n/use-search-t.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { SEARCH_GROUPS, SEARCH_MIN_LENGTH, searchQueryOptions } from '../api/search.ts';
import { PageContainer } from '#web/components/page-container.tsx';

/** /search, /search/{query} and /basic-search/{query}: results grouped by kind, each linking to its page. */
export function SearchPage({
  query,
  basePath = '/search',
}: {
  query?: string;
  basePath?: '/search' | '/basic-search';
}) {
  const t = useSearchT();
  const navigate = useNavigate();
  const [text, setText] = useState(query ?? '');
  const trimmed = (query ?? '').trim();
  const results = useQuery(searchQueryOptions(trimmed));
  const total = results.data ? SEARCH_GROUPS.reduce((n, g) => n + results.data[g].length, 0) : 0;
  const [tooShort, setTooShort] = useState(false);

  return (
    <PageContainer>
      <PageHeader title={query ? t('search.resultsTitle') : t('search.title')} description={t('search.description')} />
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const next = text.trim();
          setTooShort(next.length < SEARCH_MIN_LENGTH);
          if (next.length >= SEARCH_MIN_LENGTH) void navigate({ to: `${basePath}/${encodeURIComponent(next)}` });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="search"
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={tooShort ? t('search.tooShort') : undefined}
            w={{ base: '100%', sm: 420 }}
            maxLength={100}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
      {trimmed.length === 0 ? null : trimmed.length < SEARCH_MIN_LENGTH ? (
        <Text c="dimmed">{t('search.tooShort')}</Text>
      ) : results.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      ) : results.isError ? null : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('search.forQuery', { query: trimmed })} · {t('search.count', { count: total })}
          </Text>
          {total === 0 ? (
            <Card withBorder radius="md">
              <Text c="dimmed">{t('search.none', { query: trimmed })}</Text>
            </Card>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {SEARCH_GROUPS.filter((g) => results.data[g].length > 0).map((group) => (
                <Card key={group} withBorder radius="md" padding="md" data-testid={`search-group-${group}`}>
                  <Group justify="space-between" mb="xs">
                    <Title order={2} size="h4">
                      {t(`search.groups.${group}`)}
                    </Title>
                    <Badge variant="light">{results.data[group].length}</Badge>
                  </Group>
                  <Stack gap={6}>
                    {results.data[group].map((hit) => (
                      <div key={`${group}-${hit.id}`}>
                        {/* The server ranks name matches first; the words typed are marked where they occur. */}
                        <Anchor component={Link} to={hit.link} fw={600} size="sm" data-match={hit.match}>
                          <Highlight component="span" inherit highlight={trimmed}>
                            {hit.name}
                          </Highlight>
                        </Anchor>
                        {hit.detail ? (
                          <Highlight size="xs" c="dimmed" highlight={trimmed}>
                            {hit.detail}
                          </Highlight>
                        ) : null}
                      </div>
                    ))}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </PageContainer>
  );
}
