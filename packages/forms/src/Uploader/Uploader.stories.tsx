import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import { existingUpload, type Upload, uploadedFiles } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Uploader, type UploaderProps } from "./Uploader";

type DemoProps = Omit<UploaderProps, "value" | "onChange"> & {
  initial?: readonly Upload[];
  onChange?: (next: readonly Upload[]) => void;
  api?: Omit<MockApiProviderProps, "children">;
};

function Demo({ initial = [], onChange, api, ...props }: DemoProps) {
  const [value, setValue] = useState<readonly Upload[]>(initial);
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-[28rem]">
        <Uploader
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange?.(next);
          }}
        />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/Uploader",
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 1×1 PNG, so the thumbnail can show a real image. */
const PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  ),
  (c) => c.charCodeAt(0),
);
const pdf = (name = "invoice-2026-118.pdf") =>
  new File(["%PDF-1.4"], name, { type: "application/pdf" });
const png = (name = "clinic-visit.png") => new File([PNG], name, { type: "image/png" });
const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const lastValue = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.lastCall?.[0] as readonly Upload[];

export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Invoices and documents" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add files" })).toBeEnabled();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/**
 * Through the API: a PDF and a picture both to /resources/file, where documents are stored private
 * (a picture sent to /resources/image would be open to anyone); both count.
 */
const onRequest = fn();
let stored = 0;
export const UploadsThroughApi: Story = {
  args: {
    api: {
      onRequest,
      overrides: {
        uploadFile: async ({ request }) => {
          const file = (await request.formData()).get("file") as File;
          stored += 1;
          return Response.json({
            response: {
              files: [
                {
                  id: 5600 + stored,
                  name: file.name,
                  path: `/media/files/2026/11/${file.name}?expires=1&signature=s`,
                  mime_type: file.type,
                  size: file.size,
                },
              ],
            },
          });
        },
      },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    onRequest.mockClear();
    stored = 0;
    await userEvent.upload(fileInput(canvasElement), [pdf(), png()]);
    const list = canvas.getByRole("list", { name: "Added files" });
    await waitFor(() => expect(within(list).getAllByText("Uploaded")).toHaveLength(2));
    const paths = onRequest.mock.calls.map(
      ([request]) => new URL((request as Request).url).pathname,
    );
    await expect(paths).toEqual(["/api/v2/resources/file", "/api/v2/resources/file"]);
    const counted = uploadedFiles(lastValue(args.onChange)).map((u) => u.mediaId);
    await expect(counted.sort()).toEqual([5601, 5602]);
    await expect(list.querySelectorAll("img")).toHaveLength(1);
  },
};

/** While fetching: progress, and a placeholder where the image will be. */
export const Fetching: Story = {
  args: {
    upload: (_file, onProgress) => {
      onProgress(0.4);
      return new Promise(() => {});
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    const bar = await canvas.findByRole("progressbar", { name: "Uploading…" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(uploadedFiles(lastValue(args.onChange))).toHaveLength(0);
  },
};

/** A failed upload keeps its error text on the file and does not count. */
export const Errored: Story = {
  args: {
    api: {
      overrides: { uploadFile: () => Response.json({ message: "Too large" }, { status: 400 }) },
    },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf());
    const item = (await canvas.findByText("invoice-2026-118.pdf")).closest("li") as HTMLElement;
    await waitFor(() =>
      expect(item).toHaveAccessibleDescription(
        "The upload failed. Remove the file and add it again.",
      ),
    );
    await expect(item).toHaveAttribute("data-status", "errored");
    await expect(uploadedFiles(lastValue(args.onChange))).toHaveLength(0);
  },
};

/**
 * The server refused the file and said why (a "PDF" whose bytes are not one): the file says why,
 * not only that the upload failed.
 */
export const RefusedWithReason: Story = {
  args: {
    api: {
      overrides: {
        uploadFile: () =>
          Response.json(
            { code: 400, message: { file: "upload.validator.file_type" } },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf("scan.pdf"));
    const item = (await canvas.findByText("scan.pdf")).closest("li") as HTMLElement;
    await waitFor(() =>
      expect(item).toHaveAccessibleDescription("Upload an image (PNG, GIF or JPEG) or a PDF."),
    );
    await expect(item).toHaveAttribute("data-status", "errored");
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    await expect(await canvas.findByText("“notes.txt” is not an image or a PDF.")).toBeVisible();
  },
};

/** Remove by keyboard: the file goes, a polite note says so, focus returns to "Add files". */
export const Remove: Story = {
  args: {
    initial: [
      existingUpload({ id: 5602, name: "invoice-2026-118.pdf", mimeType: "application/pdf" }),
      existingUpload({ id: 5603, name: "receipt.pdf", mimeType: "application/pdf" }),
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const remove = canvas.getByRole("button", { name: "Remove invoice-2026-118.pdf" });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByText("invoice-2026-118.pdf")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add files" })).toHaveFocus();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      "invoice-2026-118.pdf removed.",
    );
    await expect(lastValue(args.onChange).map((u) => u.mediaId)).toEqual([5603]);
  },
};

export const Invalid: Story = {
  args: { errorMessage: "Attach at least one invoice or document." },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("group", { name: "Invoices and documents" }),
    ).toHaveAccessibleDescription("Attach at least one invoice or document.");
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    initial: [existingUpload({ id: 1, name: "receipt.pdf", mimeType: "application/pdf" })],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Add files" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove receipt.pdf" })).toBeDisabled();
  },
};

const STATES: readonly Upload[] = [
  { ...existingUpload({ id: 1, name: "invoice-2026-118.pdf", mimeType: "application/pdf" }) },
  {
    key: "f",
    name: "clinic-visit.jpg",
    mimeType: "image/jpeg",
    status: "fetching",
    progress: 0.6,
    mediaId: null,
    path: null,
    error: null,
  },
  {
    key: "e",
    name: "scan.pdf",
    mimeType: "application/pdf",
    status: "errored",
    progress: 0,
    mediaId: null,
    path: null,
    error: "The upload failed. Remove the file and add it again.",
  },
];

/** Done, fetching (with a placeholder) and errored files, in light and dark. */
export const AllStates: Story = {
  args: { initial: STATES, purpose: "invoice" },
};
