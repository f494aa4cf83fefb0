import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

interface Props {
  title: string;
  subtitle?: ReactNode;
  breadcrumbs?: Crumb[];
}

const CRUMB_TARGET = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  minWidth: 44,
  paddingInline: 4,
} as const;

/** A page title with optional breadcrumbs and subtitle. */
export function PageHeader({ title, subtitle, breadcrumbs }: Props) {
  return (
    <Stack gap={4} mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 && (
        // Each crumb a 44 × 44 px touch target around a short word (WCAG 2.2 target size, issue 8 item 18).
        <Breadcrumbs
          separatorMargin={2}
          fz="sm"
          mt={-10}
          mb={-6}
          ml={-4}
          styles={{ breadcrumb: CRUMB_TARGET }}
        >
          {breadcrumbs.map((crumb) =>
            crumb.to ? (
              <Anchor key={crumb.label} component={Link} to={crumb.to} fz="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} fz="sm" c="dimmed">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
