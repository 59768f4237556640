// The pure link parser, for servers and rules: no React, so no "use client".
export * from "./components/VideoEmbed/parseVideoUrl";
