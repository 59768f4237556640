import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "./locales";

/**
 * Each language that distinguishes a familiar "you" from a polite one addresses the user in one of
 * them throughout: a page that says "du" in one sentence and "Sie" in the next reads as careless.
 * For every such dictionary this lists the forms of the other register, as whole words, and fails
 * naming each message that uses one. Imperatives are only looked for where a clause starts (after
 * the start of the message, a full stop, colon, semicolon or a joining "and"/"or"), because several
 * of them are also nouns or third-person forms in the middle of a sentence ("Zu viele Versuche").
 *
 * The lists are what the dictionaries used before they were made consistent, plus the common verbs
 * of the interface (enter, choose, try, check, add, write, wait, upload, use, remove); they catch a
 * message written in the wrong register, not every conceivable one. English has no such distinction;
 * Turkish command buttons use the bare imperative ("Kaydet") as Turkish interfaces do, while its
 * sentences say "siz", so only its familiar pronouns are checked.
 */

const dir = join(import.meta.dirname, "..", "locales");
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), "utf8"));

/** Whole words: no letter of any script right before or after. */
const words = (list: string) => `(?<!\\p{L})(?:${list})(?!\\p{L})`;

/** Where a clause starts, so that an imperative there is one. */
const clauseStart = (joiners?: string) =>
  `(?:^|[.:;!?¡¿(]\\s*${joiners ? `|\\s(?:${joiners})\\s+` : ""})`;

interface Register {
  /** The register the dictionary uses, for the failure message. */
  uses: string;
  /** Pronouns and verb forms of the other register, anywhere in a message. */
  anywhere?: string;
  /** A pattern of its own, for what is not a whole word (French "t’" before a verb). */
  extra?: string;
  /** Imperatives of the other register, at the start of a clause. */
  imperatives?: string;
  /** The words that join two clauses ("and", "or", "please"). */
  joiners?: string;
  /** Whether `anywhere` is matched regardless of case (polite pronouns are capitalised: "Lei"). */
  ignoreCase?: boolean;
  /**
   * Messages still in the other register because a story finds them by that text or shows them in
   * its screenshot; each says which, and goes once the story is updated with the message.
   */
  pending?: Record<string, string>;
}

const REGISTERS: Partial<Record<Locale, Register>> = {
  de: {
    uses: "Sie",
    anywhere: "du|dich|dir|dein|deine|deinen|deinem|deiner|deines",
    imperatives:
      "gib|wähle|füge|lade|versuche|prüfe|schreib|schreibe|warte|verwende|entferne|beschreibe|lies|sieh|starte|folge|sei|hänge|zahle|überweise|stelle|korrigiere|ziehe|erzähl|erzähle|teile|erhalte|veröffentliche|sammle|bezahle|probier|probiere|öffne|melde|gehe|nutze|sende|bestätige|ändere|lösche|suche|trage|klicke|tippe",
    joiners: "und|oder|bitte",
    ignoreCase: true,
  },
  fr: {
    uses: "vous",
    anywhere: "tu|toi|ton|ta|tes|te",
    extra: "(?<!\\p{L})t['’](?=\\p{L})",
    imperatives: "réessaie|essaie|attends|vérifie|saisis|choisis|écris|envoie|utilise|ajoute",
    joiners: "et|ou",
    ignoreCase: true,
  },
  es: {
    uses: "tú",
    anywhere: "usted|ustedes",
    imperatives:
      "introduzca|elija|seleccione|compruebe|inténtelo|vuelva|espere|escriba|añada|pulse|indique|revise|utilice|use|suba|quite|elimine|inicie|descargue|confirme|recargue|adjunte|corrija|contáctenos|cuéntenos|pruebe|publique|comparta",
    joiners: "y|o",
    ignoreCase: true,
  },
  it: {
    uses: "tu",
    anywhere: "Lei|Suo|Sua|Suoi|Sue",
    imperatives:
      "inserisca|scelga|selezioni|controlli|riprovi|attenda|scriva|aggiunga|carichi|usi|verifichi|acceda|torni|rimuova|apra|legga|provi|ricarichi|descriva|racconti|pubblichi|condivida|segua|indichi|prema",
    joiners: "e|o",
  },
  pt: {
    uses: "você (third person)",
    anywhere: "tu|teu|tua|teus|tuas|contigo|podes|tens|queres|estás",
    imperatives:
      "escolhe|introduz|tenta|adiciona|escreve|aguarda|carrega|consulta|partilha|corrige|contacta|seleciona|indica|utiliza|recarrega|volta",
    joiners: "e|ou",
    ignoreCase: true,
  },
  pl: {
    uses: "ty",
    anywhere: "Pan|Pani|Pana|Panu|Panią|Panem|Państwo|Państwa|Państwu|Pański|Pańska|Pańskie",
  },
  ru: {
    uses: "вы",
    anywhere:
      "ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоего|твоей|твоих|твоим|твою|можешь|хочешь|сможешь",
    imperatives:
      "введи|выбери|попробуй|проверь|добавь|напиши|загрузи|подожди|удали|используй|открой|войди|укажи|расскажи|опубликуй|поделись|начни|перезагрузи|создай",
    joiners: "и|или",
    ignoreCase: true,
  },
  uk: {
    uses: "ви",
    anywhere:
      "ти|тебе|тобі|тобою|твій|твоя|твоє|твої|твого|твоєї|твоїх|твоїм|твою|можеш|хочеш|зможеш",
    imperatives:
      "введи|вибери|обери|спробуй|перевір|додай|напиши|завантаж|зачекай|видали|використай|відкрий|увійди|вкажи|розкажи|опублікуй|поділися|почни|перезавантаж|створи",
    joiners: "і|й|та|або",
    ignoreCase: true,
  },
  bg: {
    uses: "Вие",
    anywhere: "ти|теб|тебе|твой|твоя|твое|твои|твоят|твоята|твоето|твоите|можеш|искаш|запазиш",
    // Perfective verbs say the same as a familiar imperative ("не можа да се зареди"), so only
    // where a clause starts, which is where a button or an instruction puts its verb.
    imperatives:
      "затвори|запази|опитай|изпрати|избери|въведи|добави|покажи|скрий|провери|виж|публикувай|следвай|сподели|редактирай|презареди|зареди|пусни|потвърди|откажи|използвай|изтегли|завърши|провали|качи|премахни|напиши|влез|създай|смени|промени",
    ignoreCase: true,
  },
  el: {
    uses: "εσείς",
    anywhere: "σου|εσύ|εσένα|μπορείς|έχεις|θέλεις|είσαι",
    imperatives:
      "δοκίμασε|επίλεξε|πρόσθεσε|γράψε|εισήγαγε|έλεγξε|περίμενε|ανέβασε|κάνε|δες|πες|αφαίρεσε|χρησιμοποίησε|ξεκίνα|συνδέσου|άνοιξε|πληκτρολόγησε|ανανέωσε",
    joiners: "και|ή",
    ignoreCase: true,
  },
  ro: {
    uses: "dumneavoastră",
    anywhere:
      "tu|te|ți|îți|tău|ta|tale|tăi|tine|ție|poți|ești|vei|vrei|ai (?:vrea|fost|donat|ales|introdus)|primești|urmărești|adaugi|începi|renunți|anulezi|acționezi|donezi|strângi|salvezi|încarci|mulțumești",
    imperatives:
      "alege|introdu|încearcă|adaugă|verifică|scrie|așteaptă|folosește|încarcă|elimină|publică|distribuie|anulează|păstrează|trimite|salvează|închide|donează|schimbă|editează|caută|vezi|mergi|citește|continuă|confirmă|începe|pornește|urmărește|susține|descoperă|vizitează|arată|gestionează|reîncarcă|sortează|redă|rotește|afișează|plătește|finalizează|spune|descrie|atașează|modifică|creează|descarcă|selectează|retrage|transferă|fii|fă|dă|ține|sari|alătură|contactează|micșorează|mărește|eșuează|reîncarc",
    joiners: "și|sau",
    ignoreCase: true,
  },
  hu: {
    uses: "te",
    // A polite verb is a third-person one, so only those that cannot be about someone else here.
    anywhere:
      "Ön|Önt|Önnek|Öné|Önök|Önnel|Önről|Önhöz|Önben|adjon meg|válasszon|használjon|szeretné|szeretne|elveti|jelentette|jelentheti|leiratkozott|megszakította|elfelejtette|kérhet|beírhatja|bekapcsolhatja|megpróbálhatja|jelentkezik be",
    imperatives:
      "adja|adjon|válasszon|válassza|próbálja|írja|írjon|várjon|várja|töltse|ellenőrizze|nézze|nyissa|jelentkezzen|kérjen|fizessen|indítson|kezdje|kezdjen|tegyen|vegyen|hozza|mondja|meséljen|térjen|távolítsa|távolítson|engedje|fejezze|módosítsa|erősítse|húzza|kövesse|küldje|kezelje|állítson",
    joiners: "és|vagy|majd",
    ignoreCase: true,
  },
  tr: {
    uses: "siz",
    anywhere: "sen|seni|sana|senin|sende|senden|seninle",
    ignoreCase: true,
  },
};

/**
 * The text a reader sees: argument names, plural keywords and option keys are not words of it, and
 * the full stop of an abbreviation (Romanian "dvs.", German "z. B.") does not start a clause.
 */
function prose(message: string): string {
  return message
    .replace(/\{\s*[\w.]+\s*(?:,\s*\w+\s*)?(?:,)?/g, "{")
    .replace(/(?:=\d+|zero|one|two|few|many|other)\s*\{/g, "{")
    .replace(/(?<!\p{L})(dvs|nr|ex|z\. B)\./gu, "$1");
}

function patternsOf(register: Register): RegExp[] {
  const patterns: RegExp[] = [];
  const flags = register.ignoreCase ? "iu" : "u";
  if (register.anywhere) patterns.push(new RegExp(words(register.anywhere), flags));
  if (register.extra) patterns.push(new RegExp(register.extra, "iu"));
  if (register.imperatives) {
    const start = clauseStart(register.joiners);
    patterns.push(new RegExp(`${start}${words(register.imperatives)}`, "iu"));
  }
  return patterns;
}

/** Each message of the dictionary that uses the other register, with the words that show it. */
function offendersOf(locale: string, register: Register): Map<string, string> {
  const patterns = patternsOf(register);
  const offenders = new Map<string, string>();
  for (const [key, message] of Object.entries(read(locale))) {
    const text = prose(message);
    const found = patterns.map((p) => text.match(p)?.[0].trim()).filter(Boolean);
    if (found.length > 0) offenders.set(key, `${found.join(", ")} in “${message}”`);
  }
  return offenders;
}

describe("each dictionary addresses the user in one register", () => {
  it.each(Object.entries(REGISTERS))("%s", (locale, register) => {
    const offending = [...offendersOf(locale, register)]
      .filter(([key]) => !(key in (register.pending ?? {})))
      .map(([key, why]) => `${key}: ${why}`);
    expect(offending, `${locale} says "${register.uses}"; these messages do not`).toEqual([]);
  });

  it.each(Object.entries(REGISTERS).filter(([, register]) => register.pending))(
    "%s lists as pending only messages still in the other register",
    (locale, register) => {
      const offenders = offendersOf(locale, register);
      const done = Object.keys(register.pending ?? {}).filter((key) => !offenders.has(key));
      expect(done, "these are consistent now: take them off the pending list").toEqual([]);
    },
  );

  it.each<[Locale, string, boolean]>([
    ["de", "Gib deinen Namen ein.", true],
    ["de", "Der Link ist ungültig. Versuche es erneut.", true],
    ["de", "Zu viele Versuche. Versuchen Sie es erneut.", false],
    ["fr", "Vérifie ton adresse.", true],
    ["fr", "Vérifiez votre adresse.", false],
    ["ro", "Alege o monedă.", true],
    ["ro", "Alegeți o monedă.", false],
    ["hu", "Adja meg a nevét.", true],
    ["hu", "Ha egy fiók a címet használja, add meg.", false],
    ["bg", "Затвори", true],
    ["bg", "Затворете", false],
    ["es", "{count, plural, one {# usted} other {#}}", true],
    ["es", "{total} de {count}", false],
  ])("in %s, “%s” is in the other register: %s", (locale, text, other) => {
    const register = REGISTERS[locale] as Register;
    expect(patternsOf(register).some((p) => p.test(prose(text)))).toBe(other);
  });
});
