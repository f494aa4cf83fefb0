import {
  Autocomplete,
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { type MappaturaCsv, schemaMappaturaCsv } from '@zaino/domain/csv-banca';
import { LIMITI_ESTRATTO, MSG_ESTRATTO } from '@zaino/domain/movimenti-banca';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useImportaEstratto, useMappatureCsv } from '../api/movimenti-banca.ts';
import { LetturaEstratto, PrimeRighe } from './anteprima-estratto.tsx';
import { useTestoEstratto } from './use-testo-estratto.ts';

type Colonna = keyof MappaturaCsv['colonne'];

// Columns are shown counting from 1, as a person counts them in a spreadsheet; stored from 0.
const COLONNE: { chiave: Colonna; etichetta: string; obbligatoria?: boolean }[] = [
  { chiave: 'data', etichetta: 'Colonna data', obbligatoria: true },
  { chiave: 'dataValuta', etichetta: 'Colonna data valuta' },
  { chiave: 'importo', etichetta: 'Colonna importo (con segno)' },
  { chiave: 'entrate', etichetta: 'Colonna entrate (Avere)' },
  { chiave: 'uscite', etichetta: 'Colonna uscite (Dare)' },
  { chiave: 'causale', etichetta: 'Colonna causale', obbligatoria: true },
  { chiave: 'controparte', etichetta: 'Colonna ordinante/beneficiario' },
  { chiave: 'riferimento', etichetta: 'Colonna riferimento' },
];

const MAX_MB = LIMITI_ESTRATTO.byte / 1024 / 1024;

const VUOTA: MappaturaCsv = {
  banca: '',
  conto: '',
  separatore: ';',
  formatoData: 'GG/MM/AAAA',
  virgolaDecimale: true,
  righeIntestazione: 1,
  colonne: {
    data: 0,
    dataValuta: null,
    importo: null,
    entrate: null,
    uscite: null,
    causale: 2,
    controparte: null,
    riferimento: null,
  },
};

/** Decisions 1130, 1141, 1156: the upload card of /b/cassa/estratti (camt.053, or CSV with its mapping). */
export function CaricaEstratto() {
  const [file, setFile] = useState<File | null>(null);
  const [formato, setFormato] = useState<'camt053' | 'csv'>('camt053');
  const [m, setM] = useState<MappaturaCsv>(VUOTA);
  const [errore, setErrore] = useState<string | null>(null);
  const mappature = useMappatureCsv(formato === 'csv');
  const importa = useImportaEstratto();
  // Decision 1156: read once per file, for the preview; the upload sends the file's own bytes.
  const letto = useTestoEstratto(file);
  const verticale = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });

  const scegliBanca = (banca: string) => {
    const nota = mappature.data?.find((x) => x.banca === banca);
    setM(nota ? nota.mappatura : { ...m, banca });
  };
  const colonna = (c: Colonna, v: string | number) =>
    setM({ ...m, colonne: { ...m.colonne, [c]: v === '' ? null : Number(v) - 1 } });

  async function carica() {
    setErrore(null);
    if (!file) return setErrore("Scegli il file dell'estratto scaricato dalla banca");
    if (file.size > LIMITI_ESTRATTO.byte) return setErrore(MSG_ESTRATTO.troppoGrande);
    let mappatura: MappaturaCsv | null = null;
    if (formato === 'csv') {
      const esito = schemaMappaturaCsv.safeParse(m);
      if (!esito.success) return setErrore(esito.error.issues[0]?.message ?? 'Mappatura non valida');
      mappatura = esito.data;
    }
    try {
      const r = await importa.mutateAsync({ file, formato, mappatura });
      notifySuccess(
        r.gia_importato
          ? `Estratto già importato: nessun movimento nuovo (${r.righe_lette} ${r.righe_lette === 1 ? 'letto' : 'letti'})`
          : r.righe_nuove === 1
            ? `Importato 1 movimento nuovo su ${r.righe_lette}`
            : `Importati ${r.righe_nuove} movimenti nuovi su ${r.righe_lette}`,
      );
      setFile(null);
    } catch (e) {
      // Said once, under the file (a toast repeated it, the new treasurer's review found).
      setErrore(errorMessage(e));
    }
  }

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="carica-estratto" mb="md">
      <Title order={2} size="h4" mb="xs" id="carica-estratto">
        Carica un estratto conto
      </Title>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          orientation={verticale}
          value={formato}
          onChange={(v) => setFormato(v as 'camt053' | 'csv')}
          data={[
            { value: 'camt053', label: 'camt.053 (XML)' },
            { value: 'csv', label: 'CSV della banca' },
          ]}
          aria-label="Formato del file"
        />
        <FileInput
          label="File dell'estratto"
          description={
            formato === 'csv'
              ? `Il file CSV esportato dall'home banking, al massimo ${MAX_MB} MB`
              : `L'estratto conto in formato XML camt.053 (ISO 20022) scaricato dall'home banking, al massimo ${MAX_MB} MB`
          }
          placeholder="Scegli un file"
          accept={formato === 'csv' ? '.csv,.txt,text/csv' : '.xml,application/xml,text/xml'}
          value={file}
          onChange={(f) => {
            // A new file: the old file's error no longer applies.
            setFile(f);
            setErrore(null);
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Rimuovi il file' }}
        />
        {formato === 'csv' && <PrimeRighe letto={letto} mappatura={m} />}
        {formato === 'csv' && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Indica come leggere le colonne: la mappatura viene ricordata per la banca.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              <Autocomplete
                label="Banca"
                required
                data={mappature.data?.map((x) => x.banca) ?? []}
                value={m.banca}
                onChange={scegliBanca}
                maxLength={60}
              />
              <TextInput
                label="Conto"
                description="IBAN o un nome a scelta"
                required
                value={m.conto}
                onChange={(e) => setM({ ...m, conto: e.currentTarget.value })}
                maxLength={60}
              />
              <Select
                label="Separatore"
                value={m.separatore}
                onChange={(v) => v && setM({ ...m, separatore: v as MappaturaCsv['separatore'] })}
                data={[
                  { value: ';', label: 'Punto e virgola (;)' },
                  { value: ',', label: 'Virgola (,)' },
                  { value: '\t', label: 'Tabulazione' },
                ]}
                allowDeselect={false}
              />
              <Select
                label="Formato data"
                value={m.formatoData}
                onChange={(v) => v && setM({ ...m, formatoData: v as MappaturaCsv['formatoData'] })}
                data={['GG/MM/AAAA', 'GG-MM-AAAA', 'GG.MM.AAAA', 'AAAA-MM-GG']}
                allowDeselect={false}
              />
              <NumberInput
                label="Righe di intestazione"
                min={0}
                max={50}
                value={m.righeIntestazione}
                onChange={(v) => setM({ ...m, righeIntestazione: Number(v) || 0 })}
              />
              <Checkbox
                mt={{ xs: 'xl' }}
                label="Decimali con la virgola (1.234,56)"
                checked={m.virgolaDecimale}
                onChange={(e) => setM({ ...m, virgolaDecimale: e.currentTarget.checked })}
              />
              {COLONNE.map((c) => (
                <NumberInput
                  key={c.chiave}
                  label={c.etichetta}
                  min={1}
                  max={100}
                  required={c.obbligatoria}
                  value={m.colonne[c.chiave] === null ? '' : m.colonne[c.chiave]! + 1}
                  onChange={(v) => colonna(c.chiave, v)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <LetturaEstratto letto={letto} formato={formato} mappatura={m} />
        {errore && (
          <Text c="red.8" size="sm" role="alert">
            {errore}
          </Text>
        )}
        <Group>
          <Button onClick={() => void carica()} loading={importa.isPending}>
            Importa estratto
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
