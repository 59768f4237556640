import { useTranslator } from "@causeway/i18n/react";
import { parseVideoUrl } from "@causeway/rules";
import { Modal, VideoEmbed } from "@causeway/ui";

/** The video preview of 000 §2: the campaign's video in a dialog, playing as it opens. */
export default function VideoDialog({
  url,
  name,
  isOpen,
  onClose,
}: {
  url: string;
  name: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslator();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      size="lg"
      title={t("web.campaign.video.dialog", { name })}
    >
      {/* Mounted only while open: closing stops the video. */}
      {isOpen ? <VideoEmbed source={parseVideoUrl(url)} title={name} autoplay /> : null}
    </Modal>
  );
}
