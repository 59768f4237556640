import { describe, expect, it } from "vitest";
import { portInUseMessage, readyBanner } from "./banner";

describe("readyBanner", () => {
  it("gives the site's and the Storybook's URLs and the demo logins", () => {
    const text = readyBanner(
      { port: 3000, staticDir: "/web/dist", storybookDir: "/storybook-static", seed: true },
      "causeway-demo",
    );
    expect(text).toContain("Causeway is ready: http://localhost:3000/");
    expect(text).toContain("Storybook:         http://localhost:3000/storybook/");
    expect(text).toContain("Demo logins (password causeway-demo):");
    expect(text).toMatch(/ {2}maria\.petrova +a campaign owner/);
    expect(text).toMatch(/ {2}admin +staff console/);
    expect(text).not.toContain("inbox");
  });

  it("gives the local mail catcher's inbox when it runs", () => {
    const text = readyBanner(
      { port: 3000, staticDir: null, storybookDir: null, seed: false },
      "causeway-demo",
      { url: "http://localhost:1080/", smtpPort: 1025 },
    );
    expect(text).toMatch(/E-mail inbox: +http:\/\/localhost:1080\/ .*127\.0\.0\.1:1025/);
  });

  it("says no Storybook and no logins where there are none", () => {
    const text = readyBanner(
      { port: 4100, staticDir: null, storybookDir: null, seed: false },
      "causeway-demo",
    );
    expect(text).toContain("Causeway is ready: http://localhost:4100/");
    expect(text).not.toContain("Storybook");
    expect(text).not.toContain("Demo logins");
  });
});

it("names PORT when the port is taken", () => {
  expect(portInUseMessage(3000)).toBe(
    "✗ Port 3000 is already in use. Stop what runs there, or start on another port: PORT=3001 npm start",
  );
});
