import { Alert, Button, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { MSG_RELAZIONE, nuovaRelazioneSchema } from '@zaino/domain/form-contatti';
import { useState } from 'react';
import { AzioniDialogo } from '../azioni-dialogo.tsx';

interface Props {
  opened: boolean;
  choices: { value: string; label: string; disabled: boolean }[];
  onConfirm: (relazione: string) => void;
  /** Spec 1 §5.3: cancelling resets the selection */
  onCancel: () => void;
}

/** Spec 1 §5.3: new relationship: Mamma, Papà (disabled if already present) or Altro (3–40 characters). */
export function NewRelationshipModal({ opened, choices, onConfirm, onCancel }: Props) {
  const [scelta, setScelta] = useState('');
  const [altro, setAltro] = useState('');
  const [errore, setErrore] = useState<{ alert: boolean; altro?: string; scelta?: string } | null>(null);

  const reset = () => {
    setScelta('');
    setAltro('');
    setErrore(null);
  };
  const cancel = () => {
    reset();
    onCancel();
  };
  const confirm = () => {
    const r = nuovaRelazioneSchema.safeParse({ scelta: scelta || undefined, altro });
    if (!r.success) {
      const issue = (path: string) => r.error.issues.find((i) => String(i.path[0] ?? '') === path)?.message;
      setErrore({ alert: true, altro: issue('altro'), scelta: issue('scelta') });
      return;
    }
    reset();
    onConfirm(r.data);
  };

  return (
    <Modal opened={opened} onClose={cancel} title="Nuova relazione" centered data-testid="dialog-relazione">
      <Stack gap="sm">
        {errore?.alert && (
          <Alert color="red" variant="light" role="alert">
            {MSG_RELAZIONE.errore}
          </Alert>
        )}
        <Radio.Group
          label="A chi appartiene il recapito?"
          value={scelta}
          onChange={(v) => {
            setScelta(v);
            setErrore(null);
          }}
          error={errore?.scelta}
        >
          <Stack gap={6} mt={6}>
            {choices.map((c) => (
              <Radio key={c.value} value={c.value} label={c.label} disabled={c.disabled} />
            ))}
          </Stack>
        </Radio.Group>
        {scelta === 'Altro' && (
          <TextInput
            label="Relazione"
            placeholder="Per esempio: Nonna"
            data-autofocus
            maxLength={40}
            value={altro}
            onChange={(e) => setAltro(e.currentTarget.value)}
            error={errore?.altro}
          />
        )}
        <AzioniDialogo mt="xs">
          <Button variant="default" onClick={cancel}>
            Annulla
          </Button>
          <Button onClick={confirm}>Conferma</Button>
        </AzioniDialogo>
      </Stack>
    </Modal>
  );
}
