import { NON_TROVATO } from '@zaino/domain/non-trovato';
import { Skeleton, Tabs } from '@mantine/core';
import { IconCash, IconId, IconUserCircle, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useViewer } from '../../../../app/shell/use-viewer.ts';
import { ErrorDisplay } from '../../../../components/error-display.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { NotFound } from '../../../../components/not-found.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { usePersonaTestata } from '../../api/persona-testata.ts';
import { nomeCompleto } from '../../nome-completo.ts';
import { PERSONA_TABS, type PersonaTab, type TabProps, tabPermessa } from '../../persona-tabs.ts';
import { ControlliPersona } from './controlli/controlli-persona.tsx';

// Spec 2 §2: four lazily loaded tabs; each tab file is its own chunk and loads its own data.
const schede = {
  anagrafica: lazy(async () => ({ default: (await import('./tabs/anagrafica-tab.tsx')).AnagraficaTab })),
  iscrizioni: lazy(async () => ({
    default: (await import('./tabs/iscrizione-tab.tsx')).IscrizioneTab,
  })),
  account: lazy(async () => ({ default: (await import('./tabs/account-tab.tsx')).AccountTab })),
  pagamenti: lazy(async () => ({ default: (await import('./tabs/pagamenti-tab.tsx')).PagamentiTab })),
} satisfies Record<PersonaTab, unknown>;

const ETICHETTE: Record<PersonaTab, { label: string; icon: typeof IconId }> = {
  anagrafica: { label: 'Anagrafica & Contatti', icon: IconId },
  iscrizioni: { label: 'Iscrizione & Privacy', icon: IconUsers },
  account: { label: 'Account & Parentele', icon: IconUserCircle },
  pagamenti: { label: 'Pagamenti & Quote', icon: IconCash },
};

/** Spec 2 §2 person page (/b/persona/{id}/{tab}): header, breadcrumb to Soci, the tabs the viewer may open. */
export function PersonaPage({ azioniPagamenti }: Pick<TabProps, 'azioniPagamenti'>) {
  const params = useParams();
  const navigate = useNavigate();
  const id_persona = Number(params.idPersona);
  const tab = params.tab as PersonaTab;
  const testata = usePersonaTestata(id_persona);
  const { puo } = useViewer();
  // Decision 1402: the open data-quality findings about the person, above every tab.
  const controlli = testata.data?.viewerCan.includes('controlli.leggiPersona') === true;

  if (!Number.isInteger(id_persona) || id_persona <= 0) return <NotFound />;
  if (testata.isPending) return <Loading />;
  if (testata.isError || !testata.data) {
    return (
      <>
        <PageHeader title="Scheda socio" breadcrumbs={[{ label: 'Soci', to: '/b/soci' }]} />
        <ErrorDisplay
          error={testata.error}
          notFoundMessage={NON_TROVATO.personaScheda}
          onRetry={() => void testata.refetch()}
        />
      </>
    );
  }
  const persona = testata.data;
  const nome = nomeCompleto(persona);
  const visibili = PERSONA_TABS.filter((t) => tabPermessa(t, persona.viewerCan));
  // What the screen hides the server refuses too; by URL the hidden tab is the in-shell 404.
  if (!visibili.includes(tab)) return <NotFound />;
  const Scheda = schede[tab];

  return (
    <>
      <PageHeader title={nome} breadcrumbs={[{ label: 'Soci', to: '/b/soci' }, { label: nome }]} />
      <ControlliPersona idPersona={id_persona} attiva={controlli} linkAlControllo={puo('controlli.leggi')} />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next) void navigate(`/b/persona/${id_persona}/${next}`, { replace: true });
        }}
        keepMounted={false}
        mb="md"
      >
        <Tabs.List>
          {visibili.map((t) => {
            const { label, icon: Icon } = ETICHETTE[t];
            return (
              <Tabs.Tab key={t} value={t} leftSection={<Icon size={16} />}>
                {label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<Skeleton height={240} radius="md" />}>
        <Scheda idPersona={id_persona} azioniPagamenti={azioniPagamenti} />
      </Suspense>
    </>
  );
}
