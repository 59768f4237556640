export { Link, type LinkProps, linkVariants } from "./Link";
