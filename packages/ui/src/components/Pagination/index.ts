export { Pagination, type PaginationProps } from "./Pagination";
export { getPageWindow, type PageItem, type PageWindowOptions } from "./pageWindow";
