import CMalloc

/// glibc's allocator set up for what Flipbook does: the same few large sizes (frames, index
/// arrays, coverage cells) allocated and freed again for every frame, on several threads.
///
/// By default glibc serves blocks over 128 kB with `mmap` and gives them back with `munmap`
/// until a freed one raises that threshold, and it hands a heap's free top back to the kernel
/// once it exceeds 128 kB; each thread's arena learns that alone. Every page of memory given
/// back and taken again is a page fault on its first write, about 2–3 µs each on a virtual
/// machine: flat-ui with two threads took ~2 000 more faults than with one, and faults taken on
/// two threads at once contend in the kernel. Freed memory is kept for reuse instead; the peak
/// footprint (what the memory target measures) stays the most that is alive at once.
enum AllocatorTuning {
  /// Blocks below this come from the heap, so freed frames are reused rather than unmapped
  /// (glibc's largest dynamic threshold: a 1920×1080 frame, 8 MB, is under it).
  static let mmapThresholdBytes: Int32 = 32 << 20
  /// A heap's free top is returned to the kernel only above this.
  static let trimThresholdBytes: Int32 = 1 << 30

  /// Applies the settings; call once, before any thread starts.
  static func apply() {
    _ = mallopt(M_MMAP_THRESHOLD, mmapThresholdBytes)
    _ = mallopt(M_TRIM_THRESHOLD, trimThresholdBytes)
  }
}
