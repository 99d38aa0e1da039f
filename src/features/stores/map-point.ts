/** A boutique's place on the map. */
export interface MapPoint {
  id: number;
  /** Share of the map's width and height, 0 to 1, from the top left. */
  x: number;
  y: number;
}
