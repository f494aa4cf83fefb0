import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { privacySchema } from '@zaino/domain/form-front-office';
import { TESTI_PRIVACY, VERSIONE_TESTI_PRIVACY } from '@zaino/domain/testi-privacy';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { validaModulo } from '../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCompilaPrivacy } from '../api/compila-privacy.ts';
import type { PersonaFamiglia } from '../api/persona-famiglia.ts';
import { PaginaPersona } from './pagina-persona.tsx';

import { MSG_MODIFICHE_SALVATE } from './messaggi.ts';

type Scelte = Record<(typeof TESTI_PRIVACY)[number]['campo'], boolean | null>;

const SCELTA = { card: { minHeight: 48, display: 'flex', alignItems: 'center' } } as const;

function ModuloPrivacy({ p }: { p: PersonaFamiglia }) {
  const navigate = useNavigate();
  const compila = useCompilaPrivacy();
  const c = p.consenso_privacy;
  const [scelte, setScelte] = useState<Scelte>({
    consenso_i: c?.consenso_i ?? null,
    consenso_l: c?.consenso_l ?? null,
    consenso_s: c?.consenso_s ?? null,
    consenso_t: c?.consenso_t ?? null,
  });
  const [tentato, setTentato] = useState(false);
  const modulo = validaModulo(privacySchema, scelte);

  const salva = async () => {
    setTentato(true);
    if (!modulo.ok || !modulo.dati) return;
    try {
      // The version of the texts on screen: the server records it and refuses an outdated one.
      await compila.mutateAsync({
        id_persona: p.id_persona,
        ...modulo.dati,
        versione_testo: VERSIONE_TESTI_PRIVACY,
      });
      notifySuccess(MSG_MODIFICHE_SALVATE);
      navigate('/f');
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void salva();
      }}
    >
      <Stack gap="md" maw={720}>
        {TESTI_PRIVACY.map(({ campo, titolo, testo }) => (
          <Paper key={campo} withBorder radius="md" p="md">
            <Radio.Group
              name={campo}
              label={titolo}
              description={testo}
              withAsterisk
              value={scelte[campo] == null ? null : scelte[campo] ? 'si' : 'no'}
              onChange={(v) => setScelte({ ...scelte, [campo]: v === 'si' })}
              error={tentato ? modulo.errore(campo) : undefined}
              styles={{ description: { fontSize: 'var(--mantine-font-size-sm)', marginBottom: 8 } }}
            >
              <Group gap="xl">
                <Radio.Card
                  value="si"
                  radius="md"
                  px="md"
                  styles={SCELTA}
                  w="auto"
                  disabled={compila.isPending}
                >
                  <Group gap="xs" wrap="nowrap">
                    <Radio.Indicator />
                    <Text>Sì</Text>
                  </Group>
                </Radio.Card>
                <Radio.Card
                  value="no"
                  radius="md"
                  px="md"
                  styles={SCELTA}
                  w="auto"
                  disabled={compila.isPending}
                >
                  <Group gap="xs" wrap="nowrap">
                    <Radio.Indicator />
                    <Text>No</Text>
                  </Group>
                </Radio.Card>
              </Group>
            </Radio.Group>
          </Paper>
        ))}
        <Text fz="xs" c="dimmed">
          Versione dei testi: {VERSIONE_TESTI_PRIVACY}. Le risposte si registrano con la versione e i testi
          mostrati.
          {c && ' Le risposte precedenti sono mostrate già scelte; salvando se ne registra una nuova copia.'}
        </Text>
        <Button
          type="submit"
          size="md"
          loading={compila.isPending}
          style={{ alignSelf: 'flex-end' }}
          miw={160}
        >
          Salva
        </Button>
      </Stack>
    </form>
  );
}

/** Spec 3 §2 /f/{id}/privacy (phase 1): the four consents, each a required yes or no (spec 3 §5). */
export function PrivacyPage() {
  return <PaginaPersona titolo="Privacy">{(p) => <ModuloPrivacy p={p} />}</PaginaPersona>;
}
