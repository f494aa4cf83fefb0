import { Alert } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { type Crumb, PageHeader } from './page-header.tsx';

interface Props {
  title: string;
  breadcrumbs?: Crumb[];
}

/** A screen that a later issue builds: its title and a short notice. */
export function UnderConstruction({ title, breadcrumbs }: Props) {
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Alert variant="light" color="blue" icon={<IconTools size={20} />} data-testid="in-costruzione">
        Questa sezione è in costruzione.
      </Alert>
    </>
  );
}
