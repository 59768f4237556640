// A plain webpack 5 production build: esbuild-loader for TypeScript and JSX, css-loader with
// mini-css-extract-plugin for stylesheets, fonts as asset files. No Tailwind, no PostCSS.
import HtmlWebpackPlugin from "html-webpack-plugin";
import MiniCssExtractPlugin from "mini-css-extract-plugin";

export default {
  entry: { main: "./src/host-entry.jsx", ui: "./src/ui-entry.jsx" },
  output: {
    path: new URL("./dist", import.meta.url).pathname,
    filename: "assets/[name].[contenthash].js",
    publicPath: "/",
    clean: true,
  },
  resolve: { extensions: [".tsx", ".ts", ".jsx", ".js"] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: "esbuild-loader",
        options: { target: "es2022", jsx: "automatic" },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, "css-loader"] },
      { test: /\.woff2?$/, type: "asset/resource" },
    ],
  },
  plugins: [
    new HtmlWebpackPlugin({ template: "./index.html", chunks: ["main"] }),
    new HtmlWebpackPlugin({ template: "./ui.html", filename: "ui.html", chunks: ["ui"] }),
    new MiniCssExtractPlugin({ filename: "assets/[name].[contenthash].css" }),
  ],
  performance: { hints: false },
};
