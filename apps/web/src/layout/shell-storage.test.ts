import { describe, expect, it } from "vitest";
import {
  COOKIE_NOTICE_COOKIE,
  COOKIE_NOTICE_KEY,
  createShellStorage,
  serverShellStorage,
} from "./shell-storage";

function browser(cookie = "", refuseStorage = false) {
  const items = new Map<string, string>();
  const writes: string[] = [];
  const storage = createShellStorage({
    getCookie: () => cookie,
    setCookie: (value) => writes.push(value),
    storage: () => {
      if (refuseStorage) throw new DOMException("denied", "SecurityError");
      return {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
      };
    },
  });
  return { storage, items, writes };
}

describe("the shell's storage", () => {
  it("reads the admin's token from the impersonatorJWT cookie", () => {
    const { storage } = browser("jwt=member; impersonatorJWT=admin%2Etoken; lang=de");
    expect(storage.impersonatorToken()).toBe("admin.token");
  });

  it("has no impersonator without the cookie or with an empty one", () => {
    expect(browser("jwt=member").storage.impersonatorToken()).toBeNull();
    expect(browser("impersonatorJWT=").storage.impersonatorToken()).toBeNull();
  });

  it("keeps the admin's token in the impersonatorJWT cookie, for the whole site and this session", () => {
    const { storage, writes } = browser();
    storage.rememberImpersonator("admin.token;x");
    expect(writes).toEqual(["impersonatorJWT=admin.token%3Bx; Path=/; SameSite=Lax"]);
    const back = browser(writes[0]?.split(";")[0]);
    expect(back.storage.impersonatorToken()).toBe("admin.token;x");
  });

  it("removes the impersonator cookie on the whole site", () => {
    const { storage, writes } = browser("impersonatorJWT=admin");
    storage.forgetImpersonator();
    expect(writes).toEqual(["impersonatorJWT=; Path=/; Max-Age=0; SameSite=Lax"]);
  });

  it("remembers a dismissed cookie notice in localStorage", () => {
    const { storage, items } = browser();
    expect(storage.cookieNoticeDismissed()).toBe(false);
    storage.dismissCookieNotice();
    expect(items.get(COOKIE_NOTICE_KEY)).toBe("1");
    expect(storage.cookieNoticeDismissed()).toBe(true);
  });

  it("keeps the dismissal in a cookie too, which a server render reads", () => {
    const { storage, writes } = browser();
    storage.dismissCookieNotice();
    expect(writes).toEqual([`${COOKIE_NOTICE_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`]);
    expect(browser(`${COOKIE_NOTICE_COOKIE}=1`).storage.cookieNoticeDismissed()).toBe(true);
    expect(serverShellStorage(`jwt=x; ${COOKIE_NOTICE_COOKIE}=1`).cookieNoticeDismissed()).toBe(
      true,
    );
    expect(serverShellStorage("jwt=x").cookieNoticeDismissed()).toBe(false);
  });

  it("shows the notice, and does not throw, where localStorage is refused", () => {
    const { storage } = browser("", true);
    expect(storage.cookieNoticeDismissed()).toBe(false);
    expect(() => storage.dismissCookieNotice()).not.toThrow();
  });
});
