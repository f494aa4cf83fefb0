import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isoGiorno } from '@zaino/domain/date';
import { FIRMATARIO_MAX, MSG_PRIVACY_CARTACEA, privacyCartaceaSchema } from '@zaino/domain/privacy-cartacea';
import { TESTI_PRIVACY, VERSIONE_TESTI_PRIVACY } from '@zaino/domain/testi-privacy';
import { useState } from 'react';
import { validaModulo } from '../../../../../lib/form.ts';
import { notifyError, notifySuccess } from '../../../../../lib/notify.ts';
import { useRegistraPrivacyCartacea } from '../../../api/privacy-cartacea.ts';
import { erroreDi } from './voce.tsx';
import { AzioniDialogo } from '../../../../../components/azioni-dialogo.tsx';

type Campo = (typeof TESTI_PRIVACY)[number]['campo'];

/**
 * Decision 0914: the answers of a signed paper form, typed in by a leader or the office. Nothing is
 * pre-chosen (the paper says what was answered); the signer is named, the server records who typed.
 */
export function PrivacyCartaceaDialog({
  idPersona,
  opened,
  onClose,
}: {
  idPersona: number;
  opened: boolean;
  onClose: () => void;
}) {
  const telefono = useMediaQuery('(max-width: 48em)') === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Registra consensi cartacei"
      centered
      size="lg"
      fullScreen={telefono}
    >
      {opened && <Modulo idPersona={idPersona} onClose={onClose} />}
    </Modal>
  );
}

function Modulo({ idPersona, onClose }: { idPersona: number; onClose: () => void }) {
  const registra = useRegistraPrivacyCartacea();
  const [scelte, setScelte] = useState<Record<Campo, boolean | null>>({
    consenso_i: null,
    consenso_l: null,
    consenso_s: null,
    consenso_t: null,
  });
  const [firmatoDa, setFirmatoDa] = useState('');
  const [dataFirma, setDataFirma] = useState('');
  const oggi = isoGiorno(new Date());
  const [tentato, setTentato] = useState(false);
  const modulo = validaModulo(privacyCartaceaSchema(oggi), {
    ...scelte,
    firmato_da: firmatoDa,
    data_firma: dataFirma,
  });
  const errore = (campo: string) => (tentato ? modulo.errore(campo) : undefined);

  const salva = async () => {
    setTentato(true);
    if (!modulo.ok || !modulo.dati) return;
    try {
      await registra.mutateAsync({ id_persona: idPersona, ...modulo.dati });
      notifySuccess(MSG_PRIVACY_CARTACEA.registrata);
      onClose();
    } catch (e) {
      notifyError(erroreDi(e));
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
      <Stack gap="md">
        <Text fz="sm">
          Riporta le risposte del modulo firmato (testi versione {VERSIONE_TESTI_PRIVACY}). Il modulo va
          conservato: qui si registra chi l’ha firmato e chi inserisce le risposte.
        </Text>
        <TextInput
          label="Firmato da"
          description="Chi ha firmato il modulo (la persona o un genitore)"
          withAsterisk
          maxLength={FIRMATARIO_MAX}
          value={firmatoDa}
          onChange={(e) => setFirmatoDa(e.currentTarget.value)}
          error={errore('firmato_da')}
        />
        <TextInput
          type="date"
          maw={260}
          label="Data di firma"
          description="La data scritta sul modulo"
          withAsterisk
          max={oggi}
          value={dataFirma}
          onChange={(e) => setDataFirma(e.currentTarget.value)}
          error={errore('data_firma')}
        />
        {TESTI_PRIVACY.map(({ campo, titolo }) => (
          <Radio.Group
            key={campo}
            name={`cartaceo-${campo}`}
            label={titolo}
            withAsterisk
            value={scelte[campo] == null ? null : scelte[campo] ? 'si' : 'no'}
            onChange={(v) => setScelte({ ...scelte, [campo]: v === 'si' })}
            error={errore(campo)}
          >
            <Group gap="xl" mt={4}>
              <Radio value="si" label="Sì" styles={{ body: { minHeight: 44, alignItems: 'center' } }} />
              <Radio value="no" label="No" styles={{ body: { minHeight: 44, alignItems: 'center' } }} />
            </Group>
          </Radio.Group>
        ))}
        <AzioniDialogo>
          <Button variant="default" onClick={onClose} disabled={registra.isPending}>
            Annulla
          </Button>
          <Button type="submit" loading={registra.isPending}>
            Salva
          </Button>
        </AzioniDialogo>
      </Stack>
    </form>
  );
}
