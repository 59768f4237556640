// The demo accounts: staff, members in six languages, two businesses, one sign-up not completed.
import { PICTURE_NAMES } from "./pictures";
import { ago, type World } from "./world";

export type DemoUsers = Awaited<ReturnType<typeof seedUsers>>;

export async function seedUsers(w: World) {
  const { trx, image, passwordHash } = w;
  const user = async (values: {
    username: string;
    name: string;
    type?: "personal" | "business";
    roles?: string[];
    language?: string;
    bio?: string;
    gender?: "male" | "female" | null;
    location?: { place_id: string; formatted_address: string };
    timezone?: string;
    avatar?: boolean;
    extra?: Record<string, unknown>;
  }) => {
    const row = await trx
      .insertInto("users")
      .values({
        username: values.username,
        email: `${values.username}@causeway.example`,
        password_hash: passwordHash,
        name: values.name,
        type: values.type ?? "personal",
        roles: values.roles ?? ["ROLE_USER"],
        language: values.language ?? "en",
        bio: values.bio ?? "",
        gender: values.gender ?? null,
        location: values.location ? JSON.stringify(values.location) : null,
        timezone: values.timezone ?? "Europe/Sofia",
        email_verified: true,
        register_step: 2,
        can_username_change: false,
        created_at: ago(200),
        ...(values.extra ?? {}),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (values.avatar !== false) {
      const picture = PICTURE_NAMES.find((name) => name === `avatar-${values.username}`);
      if (!picture) throw new Error(`no demo picture avatar-${values.username}`);
      const avatar = await image(trx, row.id, picture);
      await trx
        .updateTable("users")
        .set({ avatar_media_id: avatar })
        .where("id", "=", row.id)
        .execute();
    }
    return row.id;
  };

  const admin = await user({
    username: "admin",
    name: "Elena Ivanova",
    roles: ["ROLE_USER", "ROLE_ADMIN"],
    gender: "female",
  });
  await user({
    username: "superadmin",
    name: "Georgi Dimitrov",
    roles: ["ROLE_USER", "ROLE_SUPER_ADMIN"],
    gender: "male",
  });
  await user({
    username: "editor",
    name: "Ivo Editor",
    roles: ["ROLE_USER", "ROLE_EDITOR"],
    avatar: false,
  });
  await user({
    username: "translator",
    name: "Tanya Translator",
    roles: ["ROLE_USER", "ROLE_TRANSLATOR"],
    avatar: false,
  });
  const maria = await user({
    username: "maria.petrova",
    name: "Мария Петрова",
    language: "bg",
    gender: "female",
    bio: "Събирам средства за рехабилитацията на сина си.",
    location: { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" },
    extra: { phone: "+359 88 123 4567", birthday: "1986-03-12" },
  });
  const lucia = await user({
    username: "lucia.garcia",
    name: "Lucía García",
    language: "es",
    gender: "female",
    timezone: "Europe/Madrid",
    location: { place_id: "ChIJgTwKgJcpQg0RaSKMYcHeNsQ", formatted_address: "Madrid, Spain" },
  });
  const anna = await user({
    username: "anna.nowak",
    name: "Anna Nowak",
    language: "pl",
    gender: "female",
    timezone: "Europe/Warsaw",
  });
  const ion = await user({
    username: "ion.popescu",
    name: "Ion Popescu",
    language: "ro",
    gender: "male",
    timezone: "Europe/Bucharest",
  });
  const peter = await user({
    username: "peter.kovacs",
    name: "Péter Kovács",
    language: "hu",
    gender: "male",
    timezone: "Europe/Budapest",
    avatar: false,
  });
  const zdrowie = await user({
    username: "zdrowie-fundacja",
    name: "Fundacja Zdrowie",
    type: "business",
    language: "pl",
    timezone: "Europe/Warsaw",
    bio: "Pomagamy dzieciom w leczeniu od 2009 roku.",
    extra: {
      business_mission: "Każde dziecko zasługuje na leczenie.",
      representative_name: "Anna Nowak",
      bulstat: "PL5260250274",
      organization: "Fundacja Zdrowie",
      business_sectors: [4],
      organization_size: 2,
      only_name: true,
    },
  });
  const greenco = await user({
    username: "zold-jovo",
    name: "Zöld Jövő Kft.",
    type: "business",
    language: "hu",
    timezone: "Europe/Budapest",
    bio: "Fákat ültetünk.",
    extra: {
      business_mission: "A greener Budapest.",
      representative_name: "Péter Kovács",
      organization: "Zöld Jövő Kft.",
      business_sectors: [6, 12],
      organization_size: 1,
    },
  });
  await user({
    username: "new.member",
    name: "",
    avatar: false,
    extra: { register_step: 1, email_verified: false, can_username_change: true },
  });
  const cover = await image(trx, zdrowie, "cover-zdrowie-fundacja");
  await trx.updateTable("users").set({ cover_media_id: cover }).where("id", "=", zdrowie).execute();
  return { admin, maria, lucia, anna, ion, peter, zdrowie, greenco };
}
