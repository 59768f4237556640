"use client";
export { certificateFileName } from "./certificate-file";
export {
  DonationsVisibilitySwitch,
  type DonationsVisibilitySwitchProps,
} from "./DonationsVisibilitySwitch";
export { DonorCertificate, type DonorCertificateProps } from "./DonorCertificate";
