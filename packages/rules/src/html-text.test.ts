import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text";

describe("htmlToText", () => {
  it.each([
    ["plain words", "plain words"],
    ["<p>One</p><p>Two</p>", "One\nTwo"],
    ["Before<p>inside</p>after", "Before\ninside\nafter"],
    ["<p class='lead'>Styled</p>", "Styled"],
    ["line<br>break<br/>again<br />end", "line\nbreak\nagain\nend"],
    ["<ul><li>one</li><li>two</li></ul>", "one\ntwo"],
    ["<h2>Title</h2>Body", "Title\nBody"],
    ["<p>a</p>\n\n<p>b</p>", "a\nb"],
    ["<b>bold</b> and <i>italic</i>", "bold and italic"],
    ["Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; &#x41;", "Tom & Jerry <3 \"x\" 'y' A"],
    ["a&nbsp;b", "a\u00a0b".replace("\u00a0", " ")],
    ["<script>alert(1)</script>safe", "safe"],
    ["<style>p{color:red}</style><p>shown</p>", "shown"],
    ["&bogus; stays", "&bogus; stays"],
    ["  <p>  padded  </p>  ", "padded"],
    ["", ""],
  ])("%j -> %j", (html, text) => {
    expect(htmlToText(html)).toBe(text);
  });
});
