import Foundation
import Golden
import Raster

/// A small opaque test image: a white field with a blue square, so changes land on a known background.
func sampleImage(width: Int = 10, height: Int = 10) -> PixelBuffer {
  var image = PixelBuffer(width: width, height: height, fill: (255, 255, 255, 255))
  for y in 2..<5 { for x in 2..<5 { image[x, y] = (0, 122, 255, 255) } }
  return image
}

/// A fresh temporary folder for one test.
func temporaryFolder() throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("golden-test-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes `image` as a PNG golden for `frameIndex` in `folder`.
func writeGolden(_ image: PixelBuffer, frameIndex: Int, in folder: String) throws {
  try Data(image.pngData()).write(to: URL(fileURLWithPath: GoldenDirectory(path: folder).goldenPath(frameIndex: frameIndex)))
}

/// The bytes of a file, or nil.
func contents(_ path: String) -> [UInt8]? {
  (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) }
}
