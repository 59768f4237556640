"use client";
export { MessageComposer, type MessageComposerProps } from "./MessageComposer";
export { clearMessageDraft, loadMessageDraft, saveMessageDraft } from "./message-draft";
