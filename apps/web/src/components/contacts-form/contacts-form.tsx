import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMail, IconPhone, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type ContattoForm,
  type ErroriContatti,
  MSG_CONTATTI,
  nuovoContatto,
} from '@zaino/domain/form-contatti';
import { useState } from 'react';
import { CHI_NUOVA, opzioniChi, sceltaRelazione } from './contacts-model.ts';
import { NewRelationshipModal } from './new-relationship-modal.tsx';

interface Props {
  value: ContattoForm[];
  onChange: (value: ContattoForm[]) => void;
  /** the outcome of the domain's validaContatti for `value` */
  errors: ErroriContatti;
  /** show the messages (after the first submit, or once a field was left) */
  showErrors: boolean;
  /** new entries get a 'chi' selector (whose contact it is) */
  withChi?: boolean;
  /** the selector's label for the person's own contacts */
  selfLabel?: string;
  /** relationships known beyond the entries (e.g. the person's parentele) */
  knownRelations?: string[];
  disabled?: boolean;
}

/** Spec 1 §5.3: the contacts form (emails, phones, whose contact, notifications), shared by every screen. */
export function ContactsForm(props: Props) {
  const { value, onChange, errors, showErrors, withChi = false, selfLabel = 'Personale' } = props;
  const [relationFor, setRelationFor] = useState<number | null>(null);

  const update = (index: number, patch: Partial<ContattoForm>) =>
    onChange(value.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const add = (tipo: 'e' | 't') => onChange([...value, nuovoContatto(tipo, withChi)]);

  const section = (tipo: 'e' | 't') => {
    const entries = value.map((c, i) => ({ c, i })).filter(({ c }) => c.tipo === tipo);
    const listError = tipo === 'e' ? errors.email : errors.telefono;
    const email = tipo === 'e';
    return (
      <Stack gap="xs" data-testid={email ? 'contatti-email' : 'contatti-telefoni'}>
        <Title order={3} fz="md">
          {email ? 'Email' : 'Telefoni'}
        </Title>
        {entries.length === 0 && (
          <Text fz="sm" c="dimmed">
            {email ? 'Nessun indirizzo email' : 'Nessun numero di telefono'}
          </Text>
        )}
        {entries.map(({ c, i }, n) => {
          const label = email ? `Email ${n + 1}` : `Telefono ${n + 1}`;
          return (
            <Group
              key={i}
              gap="xs"
              align="flex-start"
              wrap="wrap"
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              data-testid={email ? 'riga-email' : 'riga-telefono'}
            >
              <TextInput
                label={label}
                type={email ? 'email' : 'tel'}
                inputMode={email ? 'email' : 'tel'}
                autoComplete={email ? 'email' : 'tel'}
                leftSection={email ? <IconMail size={16} /> : <IconPhone size={16} />}
                maxLength={45}
                value={c.valore}
                disabled={props.disabled}
                onChange={(e) => update(i, { valore: e.currentTarget.value })}
                error={showErrors ? errors.perContatto[i] : undefined}
                style={{ flex: '1 1 220px' }}
              />
              {c.chi !== undefined && (
                <NativeSelect
                  label="Di chi è?"
                  aria-label={`A chi appartiene: ${label}`}
                  data={opzioniChi(value, selfLabel, props.knownRelations)}
                  value={c.chi ?? ''}
                  disabled={props.disabled}
                  onChange={(e) => {
                    const chi = e.currentTarget.value;
                    update(i, { chi });
                    if (chi === CHI_NUOVA) setRelationFor(i);
                  }}
                  style={{ flex: '1 1 160px' }}
                />
              )}
              {email && (
                <Switch
                  label="Notifiche"
                  aria-label={`Ricevi notifiche: ${label}`}
                  checked={c.notifica === true}
                  disabled={props.disabled}
                  onChange={(e) => update(i, { notifica: e.currentTarget.checked })}
                  mt={{ base: 0, xs: 30 }}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                size={40}
                aria-label={`Rimuovi ${label}`}
                disabled={props.disabled}
                onClick={() => remove(i)}
                mt={{ base: 0, xs: 22 }}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          );
        })}
        {showErrors && listError && (
          <Text c="red" fz="sm" role="alert" data-testid={email ? 'errore-email' : 'errore-telefoni'}>
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="sm"
            h={40}
            leftSection={<IconPlus size={14} />}
            disabled={props.disabled}
            onClick={() => add(tipo)}
          >
            {email ? 'Aggiungi email' : 'Aggiungi telefono'}
          </Button>
        </Group>
      </Stack>
    );
  };

  return (
    <Stack gap="md" data-testid="form-contatti">
      {withChi && (
        <Text fz="sm" c="dimmed">
          {MSG_CONTATTI.consiglioGenitoreFiglio}.
        </Text>
      )}
      {section('e')}
      {section('t')}
      <NewRelationshipModal
        opened={relationFor !== null}
        choices={sceltaRelazione(value, props.knownRelations)}
        onConfirm={(relazione) => {
          if (relationFor !== null) update(relationFor, { chi: relazione });
          setRelationFor(null);
        }}
        onCancel={() => {
          if (relationFor !== null) update(relationFor, { chi: '' });
          setRelationFor(null);
        }}
      />
    </Stack>
  );
}
