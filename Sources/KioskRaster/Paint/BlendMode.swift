import KioskBlend

/// How a drawn source combines with the pixels already there; defined with the kernels
/// (`KioskBlend`), named here so that users of the canvas need not import that module.
package typealias BlendMode = KioskBlend.BlendMode
