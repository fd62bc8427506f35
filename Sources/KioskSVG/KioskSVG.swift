// SVG
