/** Every sales chart's height: the chart and its placeholder (while the library loads) take the same room. */
export const CHART_HEIGHT = 280;
