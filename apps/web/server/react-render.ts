// React's two server renderers, as the page delivery uses them.
// - prerenderWhole: `prerenderToNodeStream` waits for every part (lazy code included), and with no
//   progressive chunking the HTML is the page whole with every part in place: nothing for an inline
//   script to move, which a page kept and given to many guests needs (its policy has no nonce).
// - streamFrameFirst: `renderToPipeableStream` hands over the frame (everything outside a pending
//   Suspense boundary) as soon as it is ready; a part that finishes later follows in the same
//   response with React's inline script to put it in place, allowed by the response's nonce.
import { PassThrough, Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";

export interface Rendered {
  /** The HTML React had ready first: the frame, or the whole page. */
  frame: string;
  /** What follows the frame, as React writes it. */
  rest: AsyncIterable<string>;
}

/** The longest a render may take before React gives up on what is left (the browser finishes it). */
export const RENDER_TIMEOUT_MS = 10_000;

const nothing: AsyncIterable<string> = {
  async *[Symbol.asyncIterator]() {},
};

export async function prerenderWhole(
  page: ReactNode,
  options: { onError?: ((error: unknown) => void) | undefined } = {},
): Promise<Rendered> {
  const { prelude } = await prerenderToNodeStream(page, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError: options.onError,
    // React writes a large part out of line (and an inline script to put it in place) past this
    // many bytes; the page goes out whole, so every part stays in place as plain HTML.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const bytes: Buffer[] = [];
  for await (const chunk of prelude) bytes.push(chunk as Buffer);
  return { frame: Buffer.concat(bytes).toString("utf8"), rest: nothing };
}

export function streamFrameFirst(
  page: ReactNode,
  options: { nonce: string; onError?: ((error: unknown) => void) | undefined },
): Promise<Rendered> {
  return new Promise((resolve, reject) => {
    const frame: Buffer[] = [];
    const rest = new PassThrough();
    let frameDone = false;
    // React writes what it has ready synchronously while it is piped: the frame goes to `frame`,
    // anything written after (a late part) to `rest`.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (frameDone) rest.write(chunk, done);
        else {
          frame.push(chunk);
          done();
        }
      },
      final(done) {
        rest.end();
        done();
      },
      // Destroyed after it finished too (autoDestroy): only a failure cuts the rest short.
      destroy(error, done) {
        if (error) rest.destroy(error);
        done(error);
      },
    });
    const stream = renderToPipeableStream(page, {
      nonce: options.nonce,
      onShellReady() {
        stream.pipe(sink);
        frameDone = true;
        resolve({ frame: Buffer.concat(frame).toString("utf8"), rest: textOf(rest) });
      },
      onShellError: reject,
      onError: options.onError,
    });
    setTimeout(() => stream.abort(new Error("render timed out")), RENDER_TIMEOUT_MS).unref();
  });
}

/** The stream's text, never cut inside a character. */
async function* textOf(stream: PassThrough): AsyncIterable<string> {
  stream.setEncoding("utf8");
  for await (const chunk of stream) yield chunk as string;
}
