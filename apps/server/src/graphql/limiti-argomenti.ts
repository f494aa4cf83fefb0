import { FIRMATARIO_MAX } from '@zaino/domain/privacy-cartacea';
import { LIMITI_IDENTITA as LI } from '@zaino/domain/identita-sezione';
import { LIMITI_INPUT as L, msgTestoTroppoLungo, msgTroppiElementi } from '@zaino/domain/limiti-input';
import { NOTA_MAX } from '@zaino/domain/liste-attesa-gestione';
import { MAX_RIGHE_CARRELLO } from '@zaino/domain/checkout';
import { MAX_CONFERME, MAX_RIPARTIZIONE } from '@zaino/domain/form-estratti-banca';
import { CAMPI_PRENDIBILI } from '@zaino/domain/nazionale-scheda';
import type {
  DocumentNode,
  FieldNode,
  GraphQLField,
  GraphQLInputType,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import {
  GraphQLError,
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from './graphql-runtime.ts';
import { MSG_CARATTERE_NULLO } from '../parse-input.ts';

/**
 * The gate is the outer bound against floods, not the field's rule: a text within this length goes
 * on to the domain schemas, which answer with the spec's own message ('Inserire una provincia
 * corretta' for 'Roma', 'Cognome troppo lungo'), as the forms do. Longer is refused here.
 */
const SOGLIA_TESTO = L.testoBreve;

/** The bound of one argument or input field: its text length, and its item count when a list. */
export interface Limite {
  testo?: number;
  elementi?: number;
}

/**
 * Decision 0310: the maximum of every String/ID and every list the API accepts, by schema
 * coordinate (`Type.field` for input fields, `Query.field.arg` / `Mutation.field.arg` for
 * arguments). A test walks schema.graphql and fails when one is missing. These are the outer
 * bounds (the spec's input maximum or the column's width); the domain schemas then give the spec's
 * own messages for the stricter rules.
 */
export const LIMITI_ARGOMENTI: Readonly<Record<string, Limite>> = Object.freeze({
  'ContattoInput.chi': { testo: L.relazione },
  'ContattoInput.tipo': { testo: L.lettera },
  'ContattoInput.valore': { testo: L.contatto },
  'FiltriRegistroInput.data_nascita': { testo: L.testoBreve },
  'FiltriRegistroInput.fullText': { testo: L.testoBreve },
  'FiltriRegistroInput.iscrizione': { testo: L.testoBreve },
  'FiltriRegistroInput.nazionale': { testo: L.testoBreve },
  'FiltriRegistroInput.nome': { testo: L.testoBreve },
  'FiltriRegistroInput.nomecognome': { testo: L.testoBreve },
  'FiltriRegistroInput.ruolo': { testo: L.testoBreve },
  'FiltriRegistroInput.utenti': { testo: L.testoBreve },
  'ConfermaMovimentoInput.ripartizione': { elementi: MAX_RIPARTIZIONE },
  'GenitoreInput.contatti': { elementi: L.contatti },
  'IdentitaSezioneInput.cap': { testo: L.cap },
  'IdentitaSezioneInput.codice_fiscale': { testo: L.codiceFiscale },
  'IdentitaSezioneInput.comune': { testo: LI.comune },
  'IdentitaSezioneInput.denominazione': { testo: LI.denominazione },
  'IdentitaSezioneInput.detraibilita': { testo: LI.detraibilita },
  'IdentitaSezioneInput.indirizzo': { testo: LI.indirizzo },
  'IdentitaSezioneInput.partita_iva': { testo: LI.partitaIva },
  'IdentitaSezioneInput.provincia': { testo: L.provincia },
  'IdentitaSezioneInput.runts': { testo: LI.runts },
  'ModificaAllegatoInput.nome': { testo: L.testoMedio },
  'ModificaAllegatoInput.s3_key': { testo: L.testoMedio },
  'ModificaIscrizioneInput.n_tessera': { testo: L.tessera },
  'ModificaNominaInput.id_ruolo': { testo: L.ruolo },
  'ModificaParteInput.desc': { testo: L.testoBreve },
  'ModificaPersonaInput.codice_fiscale': { testo: L.codiceFiscale },
  'ModificaPersonaInput.cognome': { testo: L.campo },
  'ModificaPersonaInput.contatti': { elementi: L.contatti },
  'ModificaPersonaInput.data_nascita': { testo: L.data },
  'ModificaPersonaInput.luogo_nascita': { testo: L.campo },
  'ModificaPersonaInput.nome': { testo: L.campo },
  'ModificaPersonaInput.parentele': { elementi: L.parentele },
  'ModificaPersonaInput.residenza_cap': { testo: L.cap },
  'ModificaPersonaInput.residenza_comune': { testo: L.campo },
  'ModificaPersonaInput.residenza_indirizzo': { testo: L.indirizzo },
  'ModificaPersonaInput.residenza_provincia': { testo: L.provincia },
  'ModificaPersonaInput.sesso': { testo: L.lettera },
  'ModificaTransazioneEconomicaInput.causale_desc': { testo: L.causaleDesc },
  'ModificaTransazioneEconomicaInput.causale_dettagli': { testo: L.testoLungo },
  'ModificaTransazioneEconomicaInput.transazioni': { elementi: L.collegamenti },
  'ModificaTransazioneFinanziariaInput.allegati': { elementi: L.allegati },
  'ModificaTransazioneFinanziariaInput.transazioni': { elementi: L.collegamenti },
  'ModificaVoceInput.codice': { testo: L.codiceVoce },
  'ModificaVoceInput.descrizione': { testo: L.testoLungo },
  'ModificaVoceInput.riga_ets': { testo: L.rigaEts },
  'Mutation.confermaMovimentiBanca.conferme': { elementi: MAX_CONFERME },
  // Decision 1024: a waiting-list note (the column's width).
  'Mutation.aggiungiVoceListaAttesa.note': { testo: NOTA_MAX },
  'Mutation.compilaPrivacy.versione_testo': { testo: L.testoBreve },
  'Mutation.registraPrivacyCartacea.data_firma': { testo: L.data },
  'Mutation.registraPrivacyCartacea.firmato_da': { testo: FIRMATARIO_MAX },
  'Mutation.creaUtente.cognome': { testo: L.campo },
  'Mutation.creaUtente.email': { testo: L.email },
  'Mutation.creaUtente.nome': { testo: L.campo },
  'Mutation.creaUtente.relazione': { testo: L.relazione },
  'Mutation.creaUtentiInMassa.utenti': { elementi: L.utentiInMassa },
  'Mutation.inviaInvitoUtente.cc': { testo: L.email, elementi: L.cc },
  'Mutation.inviaInvitoUtente.email': { testo: L.email },
  'Mutation.modificaParentela.desc': { testo: L.relazione },
  'Mutation.verificaCheckout.bonifico_upload_key': { testo: L.testoMedio },
  'NuovaPersonaInput.codice_fiscale': { testo: L.codiceFiscale },
  'NuovaPersonaInput.cognome': { testo: L.campo },
  'NuovaPersonaInput.contatti': { elementi: L.contatti },
  'NuovaPersonaInput.data_nascita': { testo: L.data },
  'NuovaPersonaInput.luogo_nascita': { testo: L.campo },
  'NuovaPersonaInput.nome': { testo: L.campo },
  'NuovaPersonaInput.residenza_cap': { testo: L.cap },
  'NuovaPersonaInput.residenza_comune': { testo: L.campo },
  'NuovaPersonaInput.residenza_indirizzo': { testo: L.indirizzo },
  'NuovaPersonaInput.residenza_provincia': { testo: L.provincia },
  'NuovaPersonaInput.sesso': { testo: L.lettera },
  'NuovaTransazioneEconomicaInput.causale_desc': { testo: L.causaleDesc },
  'NuovaTransazioneEconomicaInput.causale_dettagli': { testo: L.testoLungo },
  'NuovoUtente.cognome': { testo: L.campo },
  'NuovoUtente.email': { testo: L.email },
  'NuovoUtente.nome': { testo: L.campo },
  'NuovoUtente.relazione': { testo: L.relazione },
  'ParentelaInput.desc': { testo: L.relazione },
  'PreparazioneCheckoutInput.transazioni_economiche': { elementi: MAX_RIGHE_CARRELLO },
  'Query.cercaIscrizione.search_key': { testo: L.testoBreve },
  'Query.cercaParte.search_key': { testo: L.testoBreve },
  'Query.cercaPersona.registration_token': { testo: L.testoMedio },
  'Query.cercaPersona.search_key': { testo: L.testoBreve },
  'Query.cercaTransazioneEconomica.search_key': { testo: L.testoBreve },
  'Query.cercaTransazioneFinanziaria.search_key': { testo: L.testoBreve },
  'Query.cercaUnita.branca': { testo: L.testoBreve },
  'Query.persone.id_persone': { elementi: L.idPersone },
  // Decision 1401: 'prendi il loro' names at most every person field it may copy.
  'Mutation.prendiDalNazionale.campi': { elementi: CAMPI_PRENDIBILI.length, testo: L.testoBreve },
  'Query.registroPagina.ordina': { testo: L.testoBreve },
  'Query.utenteNonRegistrato.registration_token': { testo: L.testoMedio },
  'RegistrazioneUtenteInput.cognome': { testo: L.campo },
  'RegistrazioneUtenteInput.contatti': { elementi: L.contatti },
  'RegistrazioneUtenteInput.nome': { testo: L.campo },
  'RegistrazioneUtenteInput.registration_token': { testo: L.testoMedio },
  'RegistrazioneUtenteInput.sesso': { testo: L.lettera },
});

/** A refused input: its Italian message and the field it names. */
class InputFuoriLimite extends Error {
  constructor(
    message: string,
    readonly campo: string,
  ) {
    super(message);
  }
}

/** Checks one value against its type, at coordinate `coord` (throws InputFuoriLimite). */
function controlla(valore: unknown, tipo: GraphQLInputType, coord: string, campo: string): void {
  if (valore == null) return;
  const t = isNonNullType(tipo) ? tipo.ofType : tipo;
  const limite = LIMITI_ARGOMENTI[coord];
  if (isListType(t)) {
    const lista = Array.isArray(valore) ? valore : [valore];
    // A list without a bound in the table is refused as unbounded, never let through.
    const max = limite?.elementi ?? 0;
    if (lista.length > max) throw new InputFuoriLimite(msgTroppiElementi(max, campo), campo);
    lista.forEach((v, i) => {
      controlla(v, t.ofType, coord, `${campo}.${i}`);
    });
    return;
  }
  if (isInputObjectType(t)) {
    const campi = t.getFields();
    for (const [nome, f] of Object.entries(campi)) {
      controlla((valore as Record<string, unknown>)[nome], f.type, `${t.name}.${nome}`, `${campo}.${nome}`);
    }
    return;
  }
  // Enums and our own scalars (Cents, DateTime) check their values themselves.
  if (typeof valore !== 'string' || !richiedeLimite(t).testo) return;
  if (valore.includes('\u0000')) throw new InputFuoriLimite(MSG_CARATTERE_NULLO, campo);
  const max = Math.max(limite?.testo ?? 0, SOGLIA_TESTO);
  if (valore.length > max) throw new InputFuoriLimite(msgTestoTroppoLungo(max, campo), campo);
}

/** A field of an operation, given arguments that may need a bound, with what its check reads. */
interface CampoDaControllare {
  node: FieldNode;
  def: GraphQLField<unknown, unknown>;
  padre: string;
}

/**
 * The fields to check of each operation, found once per parsed document (Yoga keeps one document per
 * query text): walking the document with its types was 7 % of the server's CPU under the families'
 * load (issue 27). Only the values change from one request to the next.
 */
const campiPerSchema = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, CampoDaControllare[]>>();

function campiDaControllare(
  schema: GraphQLSchema,
  document: DocumentNode,
  operazione: OperationDefinitionNode,
): CampoDaControllare[] {
  let perOperazione = campiPerSchema.get(schema);
  if (!perOperazione) {
    perOperazione = new WeakMap();
    campiPerSchema.set(schema, perOperazione);
  }
  const noti = perOperazione.get(operazione);
  if (noti) return noti;
  const campi: CampoDaControllare[] = [];
  const typeInfo = new TypeInfo(schema);
  const documento: DocumentNode = {
    ...document,
    definitions: document.definitions.filter((d) => d.kind !== Kind.OPERATION_DEFINITION || d === operazione),
  };
  visit(
    documento,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (!node.arguments?.length) return;
        const def = typeInfo.getFieldDef();
        const padre = typeInfo.getParentType();
        if (def && padre && def.args.some((a) => daControllare(a.type)))
          campi.push({ node, def, padre: padre.name });
      },
    }),
  );
  perOperazione.set(operazione, campi);
  return campi;
}

/** Whether a value of this type can hold a text or a list (what `controlla` bounds), at any depth. */
function daControllare(tipo: GraphQLInputType, visti = new Set<GraphQLInputType>()): boolean {
  const t = isNonNullType(tipo) ? tipo.ofType : tipo;
  if (isListType(t)) return true;
  if (isInputObjectType(t)) {
    if (visti.has(t)) return false;
    visti.add(t);
    return Object.values(t.getFields()).some((f) => daControllare(f.type, visti));
  }
  return richiedeLimite(t).testo;
}

/**
 * Decisions 0310 and 1116: every argument of every field the operation selects, coerced from the
 * literals and the variables, checked against its bound and for U+0000 (which PostgreSQL text
 * cannot hold) before anything runs. One place for every operation, read or write. Null when all
 * is well; the Italian VALIDATION error otherwise. Values graphql-js cannot coerce are left to
 * execution, which reports them.
 */
export function controllaArgomenti(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variabiliGrezze: Record<string, unknown> | null | undefined,
): GraphQLError | null {
  const operazioni = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operazione = operationName
    ? operazioni.find((o) => o.name?.value === operationName)
    : operazioni.length === 1
      ? operazioni[0]
      : undefined;
  if (!operazione) return null;
  const campi = campiDaControllare(schema, document, operazione);
  if (campi.length === 0) return null;
  const coerced = getVariableValues(schema, operazione.variableDefinitions ?? [], variabiliGrezze ?? {});
  if (coerced.errors) return null;
  const variabili = coerced.coerced;
  for (const { node, def, padre } of campi) {
    let valori: Record<string, unknown>;
    try {
      valori = getArgumentValues(def, node, variabili);
    } catch {
      continue;
    }
    try {
      for (const arg of def.args) {
        controlla(valori[arg.name], arg.type, `${padre}.${def.name}.${arg.name}`, arg.name);
      }
    } catch (e) {
      if (!(e instanceof InputFuoriLimite)) throw e;
      // The shape of every VALIDATION (decision 0307): the message, and the field with it.
      return new GraphQLError(e.message, {
        nodes: [node],
        extensions: {
          errorType: 'VALIDATION',
          errori: [{ campo: e.campo, messaggio: e.message }],
          messaggi: [e.message],
        },
      });
    }
  }
  return null;
}

/** Whether a String, ID or list reaches this argument or field (the types the table must bound). */
export function richiedeLimite(tipo: GraphQLInputType): { testo: boolean; elementi: boolean } {
  const t = isNonNullType(tipo) ? tipo.ofType : tipo;
  const nome = getNamedType(t).name;
  return { testo: nome === 'String' || nome === 'ID', elementi: isListType(t) };
}
