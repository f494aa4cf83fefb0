import type { Resolvers } from '../../../graphql/resolvers-types.gen.ts';
import { parteCollegata } from '../../organizzazione/organizzazione.service.ts';
import { cercaPersona, parenteleTrovate } from '../cerca-persona.service.ts';
import { creaPersona, modificaPersona } from '../modifica-persona.service.ts';
import { modificaParentela, collegabileA } from '../parentele.service.ts';
import { compilaPrivacy, registraPrivacyCartacea, storicoPrivacy } from '../privacy.service.ts';
import { statoIscrizioni } from '../stato-iscrizioni.service.ts';
import {
  accessoDi,
  accessoLetto,
  azioniConsentite,
  codiceRegistrazione,
  consensoPrivacy,
  contatti,
  getPersonaSe,
  getPersoneSe,
  iscrizioneDellAnno,
  parentele,
  persona,
  personaCollegata,
  persone,
  personeGruppo,
  personeSezione,
  personeUnita,
  registroPagina,
  statoAccountDi,
  statoAccountLetto,
  transazioniDaPagare,
  utenti,
} from '../persone.service.ts';

export const personeResolvers: Resolvers = {
  Query: {
    cercaPersona: async (_parent, args, ctx) =>
      cercaPersona(
        await ctx.service(),
        { clientAddress: ctx.clientAddress, limit: ctx.codeLookupLimit },
        args,
      ),
    getPersonaSe: async (_parent, _args, ctx) => getPersonaSe(await ctx.service()),
    statoIscrizioni: async (_parent, args, ctx) => statoIscrizioni(await ctx.service(), args),
    getPersoneSe: async (_parent, _args, ctx) => getPersoneSe(await ctx.service()),
    persona: async (_parent, args, ctx) => persona(await ctx.service(), args.id_persona, args.anno_scout),
    persone: async (_parent, args, ctx) => persone(await ctx.service(), args.id_persone),
    personeSezione: async (_parent, args, ctx) => personeSezione(await ctx.service(), args.anno_scout),
    personeGruppo: async (_parent, args, ctx) =>
      personeGruppo(await ctx.service(), args.id_gruppo, args.anno_scout),
    personeUnita: async (_parent, args, ctx) =>
      personeUnita(await ctx.service(), args.id_unita, args.anno_scout),
    registroPagina: async (_parent, args, ctx) => registroPagina(await ctx.service(), args),
  },
  Mutation: {
    modificaPersona: async (_parent, args, ctx) =>
      modificaPersona(await ctx.service(), args.modifica_persona),
    creaPersona: async (_parent, args, ctx) => creaPersona(await ctx.service(), args.nuova_persona),
    modificaParentela: async (_parent, args, ctx) => modificaParentela(await ctx.service(), args),
    compilaPrivacy: async (_parent, args, ctx) => compilaPrivacy(await ctx.service(), args),
    registraPrivacyCartacea: async (_parent, args, ctx) => registraPrivacyCartacea(await ctx.service(), args),
  },
  PersonaTrovata: {
    collegabileA: async (p, args, ctx) =>
      collegabileA(await ctx.service(), p.id_persona, args.id_persona_figlio),
    parentele: async (p, _args, ctx) => parenteleTrovate(await ctx.service(), p),
    utenti: async (p, _args, ctx) => utenti(await ctx.service(), p),
  },
  Parte: {
    persona: async (p, _args, ctx) => personaCollegata(await ctx.service(), p.id_persona),
  },
  Persona: {
    contatti: async (p, _args, ctx) => contatti(await ctx.service(), p),
    // A list that read the relations with its rows (the register) answers without a promise each.
    parentele: (p, _args, ctx) => p.relazioni?.parentele ?? ctx.service().then((sc) => parentele(sc, p)),
    utenti: (p, _args, ctx) => p.relazioni?.utenti ?? ctx.service().then((sc) => utenti(sc, p)),
    consenso_privacy: async (p, _args, ctx) => consensoPrivacy(await ctx.service(), p),
    storico_privacy: async (p, _args, ctx) => storicoPrivacy(await ctx.service(), p),
    iscrizione: (p, _args, ctx) =>
      p.relazioni ? p.relazioni.iscrizione : ctx.service().then((sc) => iscrizioneDellAnno(sc, p)),
    parte: async (p, _args, ctx) => parteCollegata(await ctx.service(), p.id_parte),
    transazioni_economiche_todo: async (p, _args, ctx) => transazioniDaPagare(await ctx.service(), p),
    viewerCan: async (p, _args, ctx) => azioniConsentite(await ctx.service(), p),
    stato_account: (p, _args, ctx) =>
      p.relazioni ? statoAccountLetto(p.relazioni) : ctx.service().then((sc) => statoAccountDi(sc, p)),
    accesso: (p, _args, ctx) =>
      p.relazioni ? accessoLetto(p.relazioni) : ctx.service().then((sc) => accessoDi(sc, p)),
  },
  Utente: {
    registration_token: async (u, _args, ctx) => codiceRegistrazione(await ctx.service(), u),
  },
  Parentela: {
    // Read with a register row (already judged against the viewer's reach), else checked here.
    genitore: (r, _args, ctx) =>
      r.genitore_letto !== undefined
        ? r.genitore_letto
        : ctx.service().then((sc) => personaCollegata(sc, r.id_persona_genitore)),
    figlio: (r, _args, ctx) =>
      r.figlio_letto !== undefined
        ? r.figlio_letto
        : ctx.service().then((sc) => personaCollegata(sc, r.id_persona_figlio)),
  },
};
