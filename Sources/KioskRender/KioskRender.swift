// KioskRender: display lists and the renderer that draws them clipped to damage.
//
// Owned here (issue #5): `DisplayList`, value-type draw commands with pixel bounds, and the
// `Renderer` that draws a list into a `PixelBuffer` clipped to a `Region`. Text reaches the
// screen through KioskText, everything else through KioskRaster.
@_exported import KioskRaster
@_exported import KioskGeometry
