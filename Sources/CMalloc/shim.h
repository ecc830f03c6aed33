#ifndef FLIPBOOK_CMALLOC_SHIM_H
#define FLIPBOOK_CMALLOC_SHIM_H
// glibc's mallopt and its parameters (M_MMAP_THRESHOLD, M_TRIM_THRESHOLD), which the Glibc
// module does not import: see FlipbookCLI's AllocatorTuning.
#include <malloc.h>
#endif
