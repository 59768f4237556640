// The ICU MessageFormat our dictionaries are written in, parsed and formatted in a few hundred
// bytes instead of intl-messageformat's parser (about 10 kB gzip in every page and widget). It
// covers what the 14 dictionaries use and what ICU defines around it: {arg}, {arg, number[, integer
// | percent]}, {arg, plural | selectordinal, [offset:n] =n {…} one {…} other {…}} with #, {arg,
// select, key {…} other {…}}, and ICU's apostrophe quoting ('' is ', and '{…}' is literal text).
// Tags are text (as with intl-messageformat's ignoreTag). icu.test.ts formats every message of
// every dictionary both ways and compares.
/** The values a message is formatted with, by argument name. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

type Part =
  | string
  | { kind: "arg"; name: string }
  | { kind: "number"; name: string; style: string | undefined }
  | { kind: "pound" }
  | {
      kind: "plural" | "selectordinal";
      name: string;
      offset: number;
      options: Record<string, Part[]>;
    }
  | { kind: "select"; name: string; options: Record<string, Part[]> };

export type Message = Part[];

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  parse(): Message {
    const parts = this.message(false);
    if (this.i < this.s.length)
      throw new SyntaxError(`Unexpected "${this.s[this.i]}" at ${this.i}`);
    return parts;
  }

  /** A message up to the end or an unmatched "}" (inside an option); `plural` makes # special. */
  private message(plural: boolean): Part[] {
    const parts: Part[] = [];
    let text = "";
    const flush = () => {
      if (text) parts.push(text);
      text = "";
    };
    while (this.i < this.s.length) {
      const c = this.s[this.i] as string;
      if (c === "}") break;
      if (c === "{") {
        flush();
        parts.push(this.argument());
        continue;
      }
      if (c === "#" && plural) {
        flush();
        parts.push({ kind: "pound" });
        this.i++;
        continue;
      }
      if (c === "'") {
        text += this.quoted(plural);
        continue;
      }
      text += c;
      this.i++;
    }
    flush();
    return parts;
  }

  /** ICU's apostrophe: '' is one ', a ' before a special character starts literal text. */
  private quoted(plural: boolean): string {
    const next = this.s[this.i + 1];
    if (next === "'") {
      this.i += 2;
      return "'";
    }
    if (next === "{" || next === "}" || (plural && next === "#") || next === "|") {
      this.i++;
      let out = "";
      while (this.i < this.s.length) {
        const c = this.s[this.i] as string;
        if (c === "'") {
          if (this.s[this.i + 1] === "'") {
            out += "'";
            this.i += 2;
            continue;
          }
          this.i++;
          return out;
        }
        out += c;
        this.i++;
      }
      return out;
    }
    this.i++;
    return "'";
  }

  private space() {
    while (/\s/.test(this.s[this.i] ?? "")) this.i++;
  }

  private word(): string {
    this.space();
    const start = this.i;
    while (this.i < this.s.length && !/[\s,{}]/.test(this.s[this.i] as string)) this.i++;
    return this.s.slice(start, this.i);
  }

  private expect(c: string) {
    this.space();
    if (this.s[this.i] !== c) throw new SyntaxError(`Expected "${c}" at ${this.i}`);
    this.i++;
  }

  private argument(): Part {
    this.i++; // {
    const name = this.word();
    if (!name) throw new SyntaxError(`An argument needs a name at ${this.i}`);
    this.space();
    if (this.s[this.i] === "}") {
      this.i++;
      return { kind: "arg", name };
    }
    this.expect(",");
    const type = this.word();
    this.space();
    if (type === "number") {
      let style: string | undefined;
      if (this.s[this.i] === ",") {
        this.i++;
        style = this.word();
      }
      this.expect("}");
      return { kind: "number", name, style };
    }
    if (type !== "plural" && type !== "selectordinal" && type !== "select") {
      throw new SyntaxError(`Unsupported argument type "${type}"`);
    }
    this.expect(",");
    let offset = 0;
    const options: Record<string, Part[]> = {};
    for (;;) {
      this.space();
      if (this.s[this.i] === "}") {
        this.i++;
        break;
      }
      const key = this.word();
      if (!key) throw new SyntaxError(`An option needs a key at ${this.i}`);
      if (key.startsWith("offset:")) {
        offset = Number(key.slice(7));
        continue;
      }
      this.expect("{");
      options[key] = this.message(type !== "select");
      this.expect("}");
    }
    if (!options.other) throw new SyntaxError(`"${name}" has no "other" option`);
    if (type === "select") return { kind: "select", name, options };
    return { kind: type, name, offset, options };
  }
}

export function parseMessage(source: string): Message {
  return new Parser(source).parse();
}

type Formats = {
  number: (style: string | undefined) => Intl.NumberFormat;
  plural: (type: "cardinal" | "ordinal") => Intl.PluralRules;
};

const formatsByLocale = new Map<string, Formats>();

/** The number formats and plural rules of a locale, made once and shared by its messages. */
function formatsFor(locale: string): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = makeFormats(locale);
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

function makeFormats(locale: string): Formats {
  const numbers = new Map<string, Intl.NumberFormat>();
  const plurals = new Map<string, Intl.PluralRules>();
  return {
    number(style) {
      const key = style ?? "";
      let format = numbers.get(key);
      if (!format) {
        format = new Intl.NumberFormat(
          locale,
          style === "integer"
            ? { maximumFractionDigits: 0 }
            : style === "percent"
              ? { style: "percent" }
              : undefined,
        );
        numbers.set(key, format);
      }
      return format;
    },
    plural(type) {
      let rules = plurals.get(type);
      if (!rules) {
        rules = new Intl.PluralRules(locale, { type });
        plurals.set(type, rules);
      }
      return rules;
    },
  };
}

function text(value: unknown): string {
  return value === undefined || value === null ? "" : String(value);
}

function run(
  parts: Message,
  values: MessageValues,
  formats: Formats,
  pound: number | undefined,
): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") out += part;
    else if (part.kind === "arg") out += text(values[part.name]);
    else if (part.kind === "pound")
      out += pound === undefined ? "#" : formats.number(undefined).format(pound);
    else if (part.kind === "number") {
      const value = values[part.name];
      out += typeof value === "number" ? formats.number(part.style).format(value) : text(value);
    } else if (part.kind === "select") {
      const key = text(values[part.name]);
      out += run(part.options[key] ?? part.options.other ?? [], values, formats, pound);
    } else {
      const value = Number(values[part.name]);
      const exact = part.options[`=${value}`];
      const shown = value - part.offset;
      const option =
        exact ??
        part.options[
          formats.plural(part.kind === "plural" ? "cardinal" : "ordinal").select(shown)
        ] ??
        part.options.other ??
        [];
      out += run(option, values, formats, shown);
    }
  }
  return out;
}

/** A message compiled for one locale: format(values) gives its text. */
export function compileMessage(source: string, locale: string): (values?: MessageValues) => string {
  let parts: Message;
  try {
    parts = parseMessage(source);
  } catch {
    // A message the parser cannot read shows as it is written rather than breaking the page.
    return () => source;
  }
  const formats = formatsFor(locale);
  return (values = {}) => run(parts, values, formats, undefined);
}
