import Testing
@testable import Raster

@Suite("Putting partly transparent pixels over a matte colour (GIF --matte)")
struct MatteTests {
  /// One row: transparent, half-transparent red, opaque blue, 1/255 alpha white.
  static func row() -> PixelBuffer {
    var image = PixelBuffer(width: 4, height: 1)
    image[0, 0] = (0, 0, 0, 0)
    image[1, 0] = (255, 0, 0, 128)
    image[2, 0] = (0, 0, 255, 255)
    image[3, 0] = (255, 255, 255, 1)
    return image
  }

  @Test func aStraightBufferBlendsOverTheMatteAndBecomesOpaque() {
    var image = Self.row()
    let blended = image.applyMatte(red: 255, green: 255, blue: 255)
    #expect(blended, "it had partly transparent pixels")
    #expect(image[0, 0] == (0, 0, 0, 0))  // fully transparent stays: the page shows through
    #expect(image[1, 0] == (255, 127, 127, 255))  // 128/255 red over white
    #expect(image[2, 0] == (0, 0, 255, 255))  // opaque is untouched
    #expect(image[3, 0] == (255, 255, 255, 255))
    var dark = Self.row()
    dark.applyMatte(red: 13, green: 17, blue: 23)
    #expect(dark[1, 0] == (134, 8, 11, 255))
    #expect(dark[3, 0] == (14, 18, 24, 255))
    // Nothing left to blend, and an image of only opaque and fully transparent pixels: says so.
    let blendedAgain = image.applyMatte(red: 0, green: 0, blue: 0)
    #expect(!blendedAgain)
    #expect(image[1, 0] == (255, 127, 127, 255))
  }

  @Test func aCanvasBlendsItsPremultipliedPixelsTheSameWay() throws {
    let canvas = try Canvas(widthPixels: 4, heightPixels: 1)
    canvas.load(Self.row())
    canvas.applyMatte(red: 255, green: 255, blue: 255)
    #expect(canvas.premultipliedPixel(x: 0, y: 0) == (0, 0, 0, 0))
    #expect(canvas.premultipliedPixel(x: 1, y: 0) == (255, 127, 127, 255))
    #expect(canvas.premultipliedPixel(x: 2, y: 0) == (0, 0, 255, 255))
    #expect(canvas.premultipliedPixel(x: 3, y: 0) == (255, 255, 255, 255))
  }

  @Test func renderAndEncodeMattesAgreeWithinOneLevel() throws {
    // `render` mattes the premultiplied canvas, `encode` the straight frames it decoded.
    let alphas = Array(1...254)
    for value in [0, 37, 128, 200, 255] {
      var image = PixelBuffer(width: alphas.count, height: 1)
      for (x, alpha) in alphas.enumerated() { image[x, 0] = (UInt8(value), UInt8(255 - value), 0, UInt8(alpha)) }
      let canvas = try Canvas(widthPixels: alphas.count, heightPixels: 1)
      canvas.load(image)
      canvas.applyMatte(red: 240, green: 30, blue: 90)
      image.applyMatte(red: 240, green: 30, blue: 90)
      for x in alphas.indices {
        let a = canvas.premultipliedPixel(x: x, y: 0), b = image[x, 0]
        #expect(a.a == 255 && b.a == 255)
        #expect(abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1,
                "value \(value), alpha \(alphas[x]): \(a) vs \(b)")
      }
    }
  }

  @Test func mattingTwiceChangesNothing() throws {
    // The GIF render thread mattes its canvas after every draw, drawn again or not.
    let canvas = try Canvas(widthPixels: 4, heightPixels: 1)
    canvas.load(Self.row())
    canvas.applyMatte(red: 10, green: 20, blue: 30)
    let once = canvas.makePixelBuffer()
    canvas.applyMatte(red: 10, green: 20, blue: 30)
    #expect(canvas.makePixelBuffer() == once)
  }
}
