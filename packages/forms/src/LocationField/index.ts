"use client";
export { LocationField, type LocationFieldProps } from "./LocationField";
export { locationSearchTerm, type Place, placeOptions } from "./location-search";
