import { HomePage } from "./HomePage";

export const Component = HomePage;
