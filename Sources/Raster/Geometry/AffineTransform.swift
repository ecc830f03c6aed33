import Foundation

/// A 2-D affine transform with Core Graphics conventions:
/// `(x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
public struct AffineTransform: Sendable, Equatable, Hashable {
  /// Coefficients of the matrix `[a b 0; c d 0; tx ty 1]` (row-vector convention, as `CGAffineTransform`).
  public var a, b, c, d, tx, ty: Double

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Moves by (`x`, `y`).
  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// Scales about the origin.
  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// Rotates about the origin; positive angles turn +x towards +y (clockwise on a y-down screen, as in Core Animation).
  public static func rotation(radians: Double) -> AffineTransform {
    let cosine = cos(radians)
    let sine = sin(radians)
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` applied first, then `other` (the `CGAffineTransformConcat(self, other)` order).
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty
    )
  }

  /// The image of the point (`x`, `y`).
  public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }

  /// The inverse transform, or `nil` when the transform collapses the plane (determinant ≈ 0).
  public var inverted: AffineTransform? {
    let determinant = a * d - b * c
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    let inverseA = d / determinant
    let inverseB = -b / determinant
    let inverseC = -c / determinant
    let inverseD = a / determinant
    return AffineTransform(
      a: inverseA, b: inverseB, c: inverseC, d: inverseD,
      tx: -(tx * inverseA + ty * inverseC), ty: -(tx * inverseB + ty * inverseD)
    )
  }

  /// How much the transform stretches lengths at most (the larger singular value); used to pick
  /// flattening tolerances and stroke widths in device pixels.
  var maximumScale: Double {
    let p = (a * a + b * b + c * c + d * d) / 2
    let q = ((a * a + b * b - c * c - d * d) / 2) * ((a * a + b * b - c * c - d * d) / 2) + (a * c + b * d) * (a * c + b * d)
    return (p + q.squareRoot()).squareRoot()
  }
}
