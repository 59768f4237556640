import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { FileDropZone } from "./FileDropZone";

const accept = ["image/png", "image/jpeg", "image/gif", "application/pdf"];
const file = (name: string, type: string, bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type });

const meta = {
  title: "UI/FileDropZone",
  component: FileDropZone,
  args: { onFiles: fn(), accept, maxSize: 5_000_000, multiple: true },
  render: (args) => (
    <div className="cw:w-[420px]">
      <FileDropZone {...args} />
    </div>
  ),
} satisfies Meta<typeof FileDropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]');

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choose files" })).toBeVisible();
    await expect(
      canvas.getByText("Accepted formats: PNG, JPEG, GIF, PDF · Maximum size: 5 MB per file"),
    ).toBeVisible();
  },
};

export const ChoosesFilesByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Choose files" })).toHaveFocus();
    const picker = input(canvasElement);
    if (!picker) throw new Error("no file input");
    await userEvent.upload(picker, [
      file("receipt.png", "image/png"),
      file("invoice.pdf", "application/pdf"),
    ]);
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    const [files] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect((files as File[]).map((f) => f.name)).toEqual(["receipt.png", "invoice.pdf"]);
  },
};

export const RejectsWrongTypeAndSize: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const picker = input(canvasElement);
    if (!picker) throw new Error("no file input");
    // The input's accept attribute would hide these in a real picker; a drop can still bring them.
    picker.removeAttribute("accept");
    await userEvent.upload(picker, [
      file("setup.exe", "application/x-msdownload"),
      file("scan.jpg", "image/jpeg", 6_000_000),
    ]);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("“setup.exe” is not an accepted file type.");
    await expect(alert).toHaveTextContent("“scan.jpg” is larger than 5 MB.");
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const SingleFile: Story = {
  args: { multiple: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choose a file" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Choose files" })).toBeDisabled();
  },
};

export const Translated: Story = {
  globals: { locale: "pl" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Wybierz pliki" })).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[860px] cw:grid-cols-2 cw:gap-4">
      <FileDropZone onFiles={() => {}} accept={accept} maxSize={5_000_000} multiple />
      <FileDropZone onFiles={() => {}} accept={["application/pdf"]} isDisabled />
    </div>
  ),
};
