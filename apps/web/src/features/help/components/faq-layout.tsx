import { Anchor, Box, Container, Divider, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconKey, IconLifebuoy } from '@tabler/icons-react';
import { Link, Outlet } from '@tanstack/react-router';
import { useHelpT } from '../i18n/use-help-t.ts';
import { CopyrightLine, ProviderContact } from '#web/components/provider-contact.tsx';

/** The faq layout (spec 000 §2.5): public help pages with the provider's contact details, no session needed. */
export function FaqLayout() {
  const t = useHelpT();
  return (
    <Box mih="100dvh" bg="gray.0" data-layout="faq" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Group
              gap={10}
              wrap="nowrap"
              renderRoot={(props) => <Link to="/faqs/touch" {...props} style={{ textDecoration: 'none' }} />}
            >
              <ThemeIcon size={34} radius="md" aria-hidden>
                <IconKey size={20} />
              </ThemeIcon>
              <Text fw={700} fz="lg" c="brand.8" visibleFrom="xs">
                {t('app.name')}
              </Text>
              <Group gap={4} wrap="nowrap">
                <IconLifebuoy size={18} aria-hidden color="var(--mantine-color-gray-7)" />
                <Text fw={600} c="gray.7">
                  {t('help.center')}
                </Text>
              </Group>
            </Group>
            <Anchor component={Link} to="/login" fw={600} size="sm">
              {t('help.signIn')}
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Box component="footer" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" py="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ProviderContact />
            <Box>
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
                {t('help.systems')}
              </Text>
              <Group gap="md">
                <Anchor component={Link} to="/faqs/touch" size="sm">
                  {t('help.touchHelp')}
                </Anchor>
                <Anchor component={Link} to="/faqs/gen10" size="sm">
                  {t('help.gen10Help')}
                </Anchor>
              </Group>
            </Box>
          </SimpleGrid>
          <Divider my="md" />
          <CopyrightLine />
        </Container>
      </Box>
    </Box>
  );
}
