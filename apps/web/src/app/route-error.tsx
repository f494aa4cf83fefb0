import { Button, Stack } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorDisplay } from '../components/error-display.tsx';
import { NotFound } from '../components/not-found.tsx';

/** Route-level errors: 404 responses show the catch-all page, anything else the generic error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const shown = isRouteErrorResponse(error) ? new Error(error.statusText || String(error.status)) : error;
  return (
    <Stack p="md" maw={640} mx="auto" mt="xl">
      <ErrorDisplay error={shown} />
      <Button component={Link} to="/" variant="light" w="fit-content">
        Home
      </Button>
    </Stack>
  );
}
