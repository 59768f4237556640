import { LOCALES } from "@causeway/i18n";
import type { Hono } from "hono";
import { z } from "zod";
import type { Deps, Env } from "../context";
import { jsonBody } from "../http/request";
import { notFound } from "../lib/errors";
import { parse } from "../lib/validate";
import { BUSINESS_SECTORS, BUSINESS_SIZES } from "../services/present";
import { reportTypes } from "../services/reference-data";
import { dictionary } from "../services/translator";

/** A small offline gazetteer for the city search (a maps provider plugs in here). */
const CITIES = [
  ["ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", "Sofia, Bulgaria"],
  ["ChIJ2x5lM4fAqkARzIjGXIOu9Sk", "Plovdiv, Bulgaria"],
  ["ChIJ4REnFO9UpEARtTZVgkeeAD8", "Varna, Bulgaria"],
  ["ChIJAZ-GmmbMHkcR_NPqiCq-8HI", "Kraków, Poland"],
  ["ChIJuXvWzCfMHkcRL3ebBWkZAhQ", "Warsaw, Poland"],
  ["ChIJgTwKgJcpQg0RaSKMYcHeNsQ", "Madrid, Spain"],
  ["ChIJ5TCOcRaYpBIRCmZHTz37sEQ", "Barcelona, Spain"],
  ["ChIJAVkDPzdOqEcRcDteW0YgIQQ", "Berlin, Germany"],
  ["ChIJD7fiBh9u5kcRYJSMaMOCCwQ", "Paris, France"],
  ["ChIJawhoAASnyhQR0LABvJj-zOE", "İstanbul, Türkiye"],
  ["ChIJO_PkYRozGQ0R0DaQ5L3rAAQ", "Lisbon, Portugal"],
  ["ChIJBUVa4U7P1EAR_kYBF9IxSXY", "Kyiv, Ukraine"],
  ["ChIJ8UNwBh-9oRQR3Y1mdkU1Nic", "Athens, Greece"],
  ["ChIJu46S-ZZhLxMROG5lkwZ3D7k", "Rome, Italy"],
  ["ChIJT608vzr_sUARKYQFAKtyHbA", "Bucharest, Romania"],
  ["ChIJyc_U0TTDQUcRYBEeDCnEAAQ", "Budapest, Hungary"],
  ["ChIJdd4hrwug2EcRmSrV3Vo6llI", "London, United Kingdom"],
].map(([place_id, formatted_address]) => ({
  place_id: place_id ?? "",
  formatted_address: formatted_address ?? "",
}));

function utcOffset(timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName")?.value;
  const match = part?.match(/GMT([+-]\d{2}:\d{2})/);
  return match?.[1] ?? "+00:00";
}

export function miscRoutes(app: Hono<Env>, deps: Deps) {
  const { db } = deps;

  app.get("/api/v2/language/:locale/translations", (c) => {
    const locale = c.req.param("locale");
    if (!(LOCALES as readonly string[]).includes(locale)) throw notFound("Locale cannot be found.");
    return c.json({ response: { translations: dictionary(locale) } }, 200, {
      "Cache-Control": "public, max-age=300",
    });
  });

  // The public settings come from the environment, which does not change while the process runs:
  // built once.
  const publicSettings = {
    response: {
      settings: {
        languages: [...LOCALES],
        default_language: "en",
        maps_api_key: process.env.MAPS_API_KEY ?? "sandbox-maps-key",
        page_metadata: process.env.PAGE_METADATA !== "0",
        help_centre_url: process.env.HELP_CENTRE_URL ?? "https://help.causeway.example",
        social_page_url: process.env.SOCIAL_PAGE_URL ?? "https://www.facebook.com/causeway",
        stripe_publishable_key: process.env.STRIPE_PUBLISHABLE_KEY ?? null,
        paypal_client_id: process.env.PAYPAL_CLIENT_ID ?? null,
      },
    },
  };
  app.get("/api/v2/public_settings", (c) => c.json(publicSettings));

  app.get("/api/v2/report/types", async (c) => {
    const { type } = parse(z.object({ type: z.enum(["post", "campaign", "user"]) }), c.req.query());
    return c.json({ response: { report_types: await reportTypes(db, type) } });
  });

  app.get("/api/v2/signup/business-sizes", (c) =>
    c.json({ response: { businessSizes: BUSINESS_SIZES } }),
  );
  app.get("/api/v2/signup/business-sectors", (c) =>
    c.json({ response: { businessSectors: BUSINESS_SECTORS } }),
  );

  app.get("/api/v1/city", (c) => {
    const { name } = parse(z.object({ name: z.string().trim().min(1).max(100) }), c.req.query());
    const needle = name.toLocaleLowerCase();
    return c.json({
      response: {
        locations: CITIES.filter((x) =>
          x.formatted_address.toLocaleLowerCase().includes(needle),
        ).slice(0, 10),
      },
    });
  });

  app.post("/api/v1/timezone", async (c) => {
    const { name } = parse(z.object({ name: z.string().max(100) }), await jsonBody(c));
    const needle = name.trim().toLowerCase().replace(/\s+/g, "_");
    const zones = Intl.supportedValuesOf("timeZone")
      .filter((tz) => tz.toLowerCase().includes(needle))
      .slice(0, 20);
    return c.json({
      response: { timezones: zones.map((tz) => ({ name: tz, utc_offset: utcOffset(tz) })) },
    });
  });
}
