// swift-tools-version:6.1
import PackageDescription

import Foundation

let package = Package(
  name: "Flipbook",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "flipbook", targets: ["flipbook"]),
    .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
  ],
  targets: [
    // C libraries from Debian packages (libgd-dev, libfreetype-dev).
    // CGD gives libgd's header only; the library is opened at run time (see Raster's LibgdLibrary).
    .systemLibrary(name: "CGD", providers: [.apt(["libgd-dev"])]),
    .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    // libpng for 8-bit-alpha PNG I/O (libgd keeps 7-bit alpha); libpng-dev comes with libgd-dev.
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // glibc's malloc.h, for mallopt (see FlipbookCLI's AllocatorTuning).
    .systemLibrary(name: "CMalloc"),

    .target(name: "Timing"),
    .target(name: "SceneModel", dependencies: ["Timing"]),
    .target(name: "Raster", dependencies: ["CGD", "CFreeType", "CPNG"]),
    .target(name: "Render", dependencies: ["SceneModel", "Raster", "Timing"]),
    .target(name: "Encode", dependencies: ["Raster"]),
    .target(name: "Golden", dependencies: ["Raster"]),
    // A scene's GIF (frame plan and streaming encoder), shared by `flipbook render` and the GIF
    // timing check of `flipbook check` and FlipbookTesting, which must not need the CLI.
    .target(name: "SceneGIF", dependencies: ["Encode", "Render", "SceneModel", "Raster", "Timing", "Golden"]),
    .target(name: "FlipbookTesting", dependencies: ["Golden", "SceneGIF", "Render", "SceneModel", "Raster", "Timing"]),
    .target(
      name: "FlipbookCLI",
      dependencies: [
        "Timing", "SceneModel", "Raster", "Render", "Encode", "Golden", "SceneGIF", "CMalloc",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "flipbook", dependencies: ["FlipbookCLI"]),
    // `scripts/bench`: render timings and how many frames the sequence renderer skips or redraws in part.
    .executableTarget(name: "flipbook-bench", dependencies: ["Render", "SceneModel", "Raster"], path: "Sources/FlipbookBench"),

    .testTarget(name: "TimingTests", dependencies: ["Timing"]),
    .testTarget(name: "SceneModelTests", dependencies: ["SceneModel", "Timing"]),
    .testTarget(name: "RasterTests", dependencies: ["Raster", "Timing"], exclude: ["Fixtures"]),
    .testTarget(name: "EncodeTests", dependencies: ["Encode", "Raster"]),
    .testTarget(name: "RenderTests", dependencies: ["Render", "SceneModel", "Raster", "Timing"], exclude: ["Goldens"]),
    .testTarget(name: "GoldenTests", dependencies: ["Golden", "Raster"]),
    .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "Golden"], exclude: ["Goldens", "Scenes"]),
    .testTarget(name: "FlipbookCLITests", dependencies: ["FlipbookCLI", "SceneGIF", "Raster", "Encode"], exclude: ["SeedGoldens"]),
  ]
)

// The libFuzzer target exists only for `scripts/fuzz` (FLIPBOOK_FUZZ=1 swift build -Xswiftc
// -sanitize=fuzzer,address): libFuzzer supplies its `main`, so a normal build cannot link it.
if ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ"] != nil {
  package.targets.append(.executableTarget(name: "FlipbookFuzz", dependencies: ["SceneModel", "Render", "Timing", "Encode", "Raster"]))
}
